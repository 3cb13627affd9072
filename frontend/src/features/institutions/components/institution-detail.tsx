import { Alert, Descriptions, Drawer, Skeleton, Table } from 'antd';
import { formatBeijing } from '@/lib/beijing-time';
import { useT } from '@/lib/i18n';
import { useInstitution, type InstitutionBusiness } from '../api/institutions';

/** One institution of the directory in a drawer: who it is and the businesses that put it there. */
export function InstitutionDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const t = useT();
  const found = useInstitution(id);
  const i = found.data;
  return (
    <Drawer open={id !== ''} onClose={onClose} width={640} title={i?.name ?? t('institution.detail')} destroyOnHidden>
      {found.isLoading && <Skeleton active />}
      {found.isError && <Alert type="error" showIcon message={found.error.message} />}
      {i && (
        <div data-testid="institution-detail">
          <Descriptions
            bordered
            size="small"
            column={1}
            items={[
              { key: 'code', label: t('institution.code'), children: i.creditCode ?? '--' },
              { key: 'legal', label: t('institution.legal'), children: i.legalPerson ?? '--' },
              { key: 'category', label: t('institution.category'), children: i.category ?? '--' },
              { key: 'net', label: t('institution.netAssets'), children: i.netAssets ?? '--' },
              { key: 'capital', label: t('institution.capital'), children: i.registeredCapital ?? '--' },
              { key: 'address', label: t('institution.address'), children: i.address ?? '--' },
            ]}
          />
          <h4 style={{ marginTop: 16 }}>{t('institution.businesses')}</h4>
          <Table<InstitutionBusiness>
            size="small"
            rowKey="bizSn"
            pagination={false}
            dataSource={i.businesses}
            columns={[
              { title: t('myBiz.bizSn'), dataIndex: 'bizSn' },
              { title: t('myBiz.business'), dataIndex: 'bizTypeName' },
              { title: t('myBiz.completedAt'), dataIndex: 'completedAt', render: (v: number | null) => formatBeijing(v) },
            ]}
          />
        </div>
      )}
    </Drawer>
  );
}
