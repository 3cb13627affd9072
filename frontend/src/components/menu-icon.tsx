import {
  AccountBookOutlined, ApartmentOutlined, AppstoreOutlined, AuditOutlined, BankOutlined, BarChartOutlined,
  BlockOutlined, BookOutlined, BugOutlined, CheckSquareOutlined, ClusterOutlined, ContainerOutlined, DashboardOutlined,
  DatabaseOutlined, DeploymentUnitOutlined, DesktopOutlined, FileAddOutlined, FileDoneOutlined, FileSearchOutlined,
  FileTextOutlined, FolderOpenOutlined, FormOutlined, FundOutlined, GoldOutlined, HomeOutlined,
  IdcardOutlined, LinkOutlined, LockOutlined, MoneyCollectOutlined, NotificationOutlined, PartitionOutlined,
  PieChartOutlined, ProfileOutlined, ProjectOutlined, ReconciliationOutlined, RiseOutlined, SafetyCertificateOutlined,
  ScheduleOutlined, SearchOutlined, SettingOutlined, ShopOutlined, SolutionOutlined, TeamOutlined,
  ToolOutlined, TransactionOutlined, UnorderedListOutlined, UserOutlined, WalletOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** The antd icons a menu's `source` may name; unknown names get the appstore icon. */
const icons: Record<string, ComponentType> = {
  AccountBookOutlined, ApartmentOutlined, AppstoreOutlined, AuditOutlined, BankOutlined, BarChartOutlined,
  BlockOutlined, BookOutlined, BugOutlined, CheckSquareOutlined, ClusterOutlined, ContainerOutlined, DashboardOutlined,
  DatabaseOutlined, DeploymentUnitOutlined, DesktopOutlined, FileAddOutlined, FileDoneOutlined, FileSearchOutlined,
  FileTextOutlined, FolderOpenOutlined, FormOutlined, FundOutlined, GoldOutlined, HomeOutlined,
  IdcardOutlined, LinkOutlined, LockOutlined, MoneyCollectOutlined, NotificationOutlined, PartitionOutlined,
  PieChartOutlined, ProfileOutlined, ProjectOutlined, ReconciliationOutlined, RiseOutlined, SafetyCertificateOutlined,
  ScheduleOutlined, SearchOutlined, SettingOutlined, ShopOutlined, SolutionOutlined, TeamOutlined,
  ToolOutlined, TransactionOutlined, UnorderedListOutlined, UserOutlined, WalletOutlined,
};

/** The icon names a menu's `source` may take, for the menu administration's icon choice. */
export const menuIconNames: readonly string[] = Object.keys(icons);

function toPascal(name: string): string {
  const bare = name.trim().replace(/^(iconfont\s+)?icon-/, '');
  const pascal = bare.replace(/(^|[-_\s])(\w)/g, (_, __, c: string) => c.toUpperCase());
  return pascal.endsWith('Outlined') ? pascal : `${pascal}Outlined`;
}

export function MenuIcon({ source }: { source?: string | null }) {
  const Icon = (source && (icons[source] ?? icons[toPascal(source)])) || AppstoreOutlined;
  return <Icon />;
}
