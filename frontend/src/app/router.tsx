import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { CompanyBusinessPage } from '@/features/applications/components/company-business-page';
import { ApplyPage } from '@/features/applications/components/apply-page';
import { ApprovePage } from '@/features/applications/components/approve-page';
import { BusinessCataloguePage } from '@/features/applications/components/business-catalogue-page';
import { BusinessDetailPage } from '@/features/applications/components/business-detail-page';
import { CustodyServicesPage } from '@/features/applications/components/custody-services-page';
import { ListingBusinessPage } from '@/features/applications/components/listing-business-page';
import { BuybackDetailPage } from '@/features/applications/components/buyback-detail-page';
import { CompanyServiceApplyPage } from '@/features/applications/components/company-service-apply-page';
import { ConvertibleBondPage } from '@/features/applications/components/convertible-bond-page';
import { PrivateFundPage } from '@/features/applications/components/private-fund-page';
import { InvestmentInstitutionPage } from '@/features/institutions/components/investment-institution-page';
import { IpoKnowledgeBasePage } from '@/features/knowledge-base/components/ipo-knowledge-base-page';
import { InvestorInfoPage } from '@/features/holdings/components/investor-info-page';
import { ChangeDetailPage } from '@/features/enterprise/components/change-detail-page';
import { CompanyInfoPage } from '@/features/enterprise/components/company-info-page';
import { CompanyAdminPage } from '@/features/enterprise/components/company-admin-page';
import { ShareholderRegisterPage } from '@/features/enterprise/components/shareholder-register-page';
import { RegisterHolderPage } from '@/features/enterprise/components/register-holder-page';
import { ManagedCompanyDetailPage } from '@/features/company-manage/components/managed-company-detail-page';
import { ManagedCompanyEditPage } from '@/features/company-manage/components/managed-company-edit-page';
import { ListedProductDetailPage } from '@/features/company-manage/components/listed-product-detail-page';
import { ListedProductEditPage } from '@/features/company-manage/components/listed-product-edit-page';
import { SealAdminPage } from '@/features/seals/components/seal-admin-page';
import { AssessmentPage } from '@/features/hitech/components/assessment-page';
import { TabQueryPage } from '@/features/query-page/components/tab-query-page';
import { ShareOptionDetailPage } from '@/features/applications/components/share-option-detail-page';
import { ChargedBusinessDetailPage } from '@/features/applications/components/charged-business-detail-page';
import { FinalNodeDetailPage } from '@/features/applications/components/final-node-detail-page';
import { FilingDetailPage } from '@/features/applications/components/filing-detail-page';
import { RegisterQueryDetailPage } from '@/features/applications/components/register-query-detail-page';
import { RegisterReportPage } from '@/features/applications/components/register-report-page';
import { BiddingDetailPage } from '@/features/bidding/components/bidding-detail-page';
import { CentralizedQuotationPage } from '@/features/bidding/components/centralized-quotation-page';
import { QuoteBiddingCard, quoteFlow } from '@/features/bidding/components/quote-bidding-card';
import { BusinessOfFlowPage } from '@/features/applications/components/business-of-flow-page';
import { HandleTaskPage } from '@/features/applications/components/handle-task-page';
import { InstanceDetailPage } from '@/features/applications/components/instance-detail-page';
import { StartFormPage } from '@/features/applications/components/start-form-page';
import { FinalNodeResultPage } from '@/features/applications/components/final-node-result-page';
import { InvestorRiskPage } from '@/features/applications/components/investor-risk-page';
import { MemberApplyPage } from '@/features/applications/components/member-apply-page';
import { MemberExplainPage } from '@/features/applications/components/member-explain-page';
import {
  MemberApprovePage,
  MemberDetialPage,
  MemberReviseApplyPage,
  MemberReviseApprovePage,
  MemberReviseDetailPage,
} from '@/features/applications/components/member-pages';
import {
  ListedApplyPage,
  ListedApprovePage,
  ListedDetailPage,
  ListedTrustApplyPage,
  ListedTrustApprovePage,
  ListedTrustDetailPage,
} from '@/features/applications/components/listed-pages';
import { PeriodicReportPage } from '@/features/applications/components/periodic-report-page';
import { NewInvestorPage } from '@/features/applications/components/new-investor-page';
import { FlowDetailPage } from '@/features/applications/components/flow-detail-page';
import { IssueDetailPage } from '@/features/applications/components/issue-detail-page';
import { ProcessDetialPage } from '@/features/applications/components/process-detial-page';
import { LoginPage } from '@/features/auth/components/login-page';
import { RegisterPage } from '@/features/sign-up/components/register-page';
import { BlockChainDetailPage } from '@/features/block-chain/components/block-chain-detail-page';
import { BlockChainPage } from '@/features/block-chain/components/block-chain-page';
import { SitePageView } from '@/features/public-site/components/site-page-view';
import { SitePageAdminPage } from '@/features/site-pages/components/site-page-admin-page';
import { AuditLogPage } from '@/features/system-admin/components/audit-log-page';
import { SmsOutboxPage } from '@/features/system-admin/components/sms-outbox-page';
import { DictAdminPage } from '@/features/system-admin/components/dict-admin-page';
import { DictHorizontalPage } from '@/features/system-admin/components/dict-horizontal-page';
import { DictVerticalPage } from '@/features/system-admin/components/dict-vertical-page';
import { MenuAdminPage } from '@/features/system-admin/components/menu-admin-page';
import { RoleAdminPage } from '@/features/system-admin/components/role-admin-page';
import { UserAdminPage } from '@/features/system-admin/components/user-admin-page';
import { ParamAdminPage } from '@/features/system-admin/components/param-admin-page';
import { RegionAdminPage } from '@/features/system-admin/components/region-admin-page';
import { TenantAdminPage } from '@/features/system-admin/components/tenant-admin-page';
import { LockPage } from '@/features/lock/components/lock-page';
import { AnnualReportPage } from '@/features/public-site/components/annual-report-page';
import { CompanyDetailPage, CompanyDetialPage } from '@/features/public-site/components/company-detail-page';
import { CompanyListNewPage } from '@/features/public-site/components/company-list-new-page';
import { EmbeddedPage } from '@/features/public-site/components/embedded-page';
import { FinancingIndexPage, FinancingPage } from '@/features/public-site/components/financing-pages';
import { InvestPage } from '@/features/public-site/components/invest-page';
import { NewsDetailPage } from '@/features/public-site/components/news-detail-page';
import { OfficialCompanyListPage, OfficialGpListPage } from '@/features/public-site/components/official-company-list-page';
import { OfficialInformationPage } from '@/features/public-site/components/official-information-page';
import { OfficialMemberListPage } from '@/features/public-site/components/official-member-list-page';
import { OfficialTablesPage } from '@/features/public-site/components/official-tables-page';
import { PerfectDataPage } from '@/features/public-site/components/perfect-data-page';
import { RubanDetailPage } from '@/features/public-site/components/ruban-detail-page';
import { EquityServiceCenterPage, ServiceCenterBlankPage } from '@/features/public-site/components/service-center-page';
import { SkillEvaluatePage } from '@/features/public-site/components/skill-evaluate-page';
import { DiagnosisFlowServicePage, ValueDiagnosisPage } from '@/features/public-site/components/value-diagnosis-page';
import { CompanyListPage } from '@/features/public-site/components/company-list-page';
import { FrontLayout } from '@/features/public-site/components/front-layout';
import { InformationPage } from '@/features/public-site/components/information-page';
import { InvestmentZonePage } from '@/features/public-site/components/investment-zone-page';
import { MemberDetailPage } from '@/features/public-site/components/member-detail-page';
import { MembersPage } from '@/features/public-site/components/members-page';
import { NoticeDetailPage } from '@/features/public-site/components/notice-detail-page';
import { NoticeListPage } from '@/features/public-site/components/notice-list-page';
import { PoliciesPage } from '@/features/public-site/components/policies-page';
import { PolicyDetailPage } from '@/features/public-site/components/policy-detail-page';
import { PrivateEquityFundPage } from '@/features/public-site/components/private-equity-fund-page';
import { PublicLayout } from '@/features/public-site/components/public-layout';
import { ReportDetailPage } from '@/features/public-site/components/report-detail-page';
import { SpecialisationInfoPage } from '@/features/public-site/components/specialisation-info-page';
import { SpecialisationPage } from '@/features/public-site/components/specialisation-page';
import { SecurityCenterPage } from '@/features/security-center/components/security-center-page';
import { MainLayout } from '@/features/shell/components/main-layout';
import { FormPreviewPage } from '@/features/form-preview/components/form-preview-page';
import { AccountOverviewPage } from '@/features/holdings/components/account-overview-page';
import { ConfirmationPage } from '@/features/holdings/components/confirmation-page';
import { SharePositionDetailPage } from '@/features/holdings/components/share-position-detail-page';
import { SingleShareholderDetailPage } from '@/features/holdings/components/single-shareholder-detail-page';
import { MyHoldingsPage } from '@/features/holdings/components/my-holdings-page';
import { RiskAnswerPage } from '@/features/risk-assessment/components/risk-answer-page';
import { EvaluationFastPage } from '@/features/hitech/components/evaluation-fast-page';
import { EvaluationProPage } from '@/features/hitech/components/evaluation-pro-page';
import { HitechApplyPage } from '@/features/hitech/components/hitech-apply-page';
import { HitechInfoPage } from '@/features/hitech/components/hitech-info-page';
import { BondInfoDetailPage } from '@/features/bonds/components/bond-info-detail-page';
import { TransferProjectDetailPage } from '@/features/fund-transfer/components/transfer-project-detail-page';
import { ErrorPage } from '@/features/status-pages/components/error-page';
import { WorkbenchConfigPage } from '@/features/workbench/components/workbench-config-page';
import { QueryConfigPage } from '@/features/query-page/components/query-config-page';
import { QueryPage } from '@/features/query-page/components/query-page';
import { PublicQueryPage } from './public-query-page';
import { SuccessPage } from '@/features/status-pages/components/success-page';
import { UnderConstructionPage } from '@/features/status-pages/components/under-construction-page';
import { VoucherPage } from '@/features/voucher/components/voucher-page';
import { WorkbenchPage } from '@/features/workbench/components/workbench-page';
import { Skeleton } from 'antd';
import { lazy, Suspense, type ReactElement } from 'react';
import type { LocaleKey } from '@/locales/zh-CN';
import { InvestorOnly, InvestorsOnlyNotice, LockRoute, LoginRoute, MenuRouteOrNotFound, RequireAuth } from './guards';
import { pageTitles } from '@/lib/page-titles';
import { frontPaths, isBuiltFrontPath, paths, publicPendingPaths, shellPendingPaths } from './paths';

/** Route metadata read by the shell (tab titles). */
export interface RouteHandle {
  titleKey?: LocaleKey;
  /** A Chinese title, for pages without a locale key (the pages still under construction). */
  title?: string;
}

/**
 * The analysts' studio (issue 7) brings CodeMirror, React Flow and dagre: loaded when one of its
 * pages is opened, so applicants and reviewers never download them.
 */
const StudioListPage = lazy(() =>
  import('@/features/studio/components/studio-list-page').then((m) => ({ default: m.StudioListPage })),
);
const StudioEditorPage = lazy(() =>
  import('@/features/studio/components/studio-editor-page').then((m) => ({ default: m.StudioEditorPage })),
);
/** The 数据看板 draws with ECharts: loaded when the page is opened, so the other pages never download it. */
/** The official site's map chart draws with ECharts and a province's map: loaded when the page is opened. */
const OfficialMapChartPage = lazy(() =>
  import('@/features/public-site/components/official-map-chart-page').then((m) => ({ default: m.OfficialMapChartPage })),
);
const DashboardPage = lazy(() =>
  import('@/features/dashboard/components/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);

const loading = (page: ReactElement) => (
  <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} data-testid="page-loading" />}>{page}</Suspense>
);

/**
 * The renderer's benchmark page (issue 4) is a developer's tool: routed in `npm run dev` and in
 * the benchmark's own build (`npm run build:bench`, mode `bench`), never in the production bundle.
 */
function formBenchRoute(): RouteObject {
  const FormBenchPage = lazy(() => import('@/features/form-bench/components/form-bench-page').then((m) => ({ default: m.FormBenchPage })));
  return { path: paths.formBench, element: loading(<FormBenchPage />) };
}
const formBenchRoutes: RouteObject[] = import.meta.env.DEV || import.meta.env.MODE === 'bench' ? [formBenchRoute()] : [];

const underConstruction = (path: string): RouteObject => ({
  path,
  element: <UnderConstructionPage />,
  handle: { title: pageTitles[path] } satisfies RouteHandle,
});

/** A front page at its path and under /index (issue 6). */
const front = (path: string, element: ReactElement): RouteObject[] => [
  { path, element },
  { path: `/index${path}`, element },
];

export const routes: RouteObject[] = [
  { path: paths.root, element: <Navigate to={paths.workbench} replace /> },
  { path: paths.wel, element: <Navigate to={paths.workbench} replace /> },
  { path: paths.stepsList, element: <Navigate to={paths.workbench} replace /> },
  { path: paths.process, element: <Navigate to={paths.processIndex} replace /> },
  { path: paths.login, element: <LoginRoute><LoginPage /></LoginRoute> },
  // the public login under /index (spec §2 route table) is the public shell's login card
  { path: frontPaths.indexLogin, element: <Navigate to={paths.homeLogin} replace /> },
  // the /index group itself (01 §2) opens at its first page, the public front page, as /home does
  { path: frontPaths.indexRoot, element: <Navigate to={paths.homeLogin} replace /> },
  { path: paths.loginWithRoute, element: <LoginRoute><LoginPage /></LoginRoute> },
  { path: paths.lock, element: <LockRoute><LockPage /></LockRoute> },
  { path: paths.notFound, element: <ErrorPage status="404" /> },
  { path: paths.forbidden, element: <ErrorPage status="403" /> },
  { path: paths.serverError, element: <ErrorPage status="500" /> },
  ...formBenchRoutes,
  {
    element: <FrontLayout />,
    children: [
      ...front(frontPaths.companyList, <CompanyListPage />),
      ...front(frontPaths.information, <InformationPage />),
      { path: frontPaths.reportDetail, element: <ReportDetailPage /> },
      ...front(frontPaths.pledgeList, <NoticeListPage kind="pledge" />),
      ...front(frontPaths.pledgeDetail, <NoticeDetailPage kind="pledge" />),
      ...front(frontPaths.frozenList, <NoticeListPage kind="freeze" />),
      ...front(frontPaths.frozenDetail, <NoticeDetailPage kind="freeze" />),
      ...front(frontPaths.policiesShow, <PoliciesPage />),
      { path: frontPaths.policiesDetail, element: <PolicyDetailPage /> },
      ...front(frontPaths.memberList, <MembersPage />),
      { path: frontPaths.memberDetails, element: <MemberDetailPage /> },
      ...front(frontPaths.specializationNewList, <SpecialisationPage />),
      ...front(frontPaths.specializationNewInfo, <SpecialisationInfoPage />),
      ...front(frontPaths.sitePage, <SitePageView />),
      ...front(frontPaths.private, <InvestmentZonePage />),
      ...front(frontPaths.privateEquityFund, <PrivateEquityFundPage />),
      ...front(frontPaths.gplistT, <CompanyDetailPage type={1} />),
      ...front(frontPaths.gplistG, <CompanyDetailPage type={2} />),
      ...front(frontPaths.gplistZ, <CompanyDetailPage type={3} />),
      ...front(frontPaths.companyDetial, <CompanyDetialPage />),
      ...front(frontPaths.gpList, <OfficialGpListPage />),
      ...front(frontPaths.companyListNew, <CompanyListNewPage />),
      ...front(frontPaths.rubanDetail, <RubanDetailPage />),
      { path: frontPaths.officialWebsiteMapChart, element: loading(<OfficialMapChartPage />) },
      { path: frontPaths.officialWebsiteTables, element: <OfficialTablesPage /> },
      { path: frontPaths.officialWebsiteMemberList, element: <OfficialMemberListPage /> },
      { path: frontPaths.officialWebsiteCompanyList, element: <OfficialCompanyListPage /> },
      { path: frontPaths.officialWebsiteGpList, element: <OfficialGpListPage /> },
      { path: frontPaths.officialWebsiteInformation, element: <OfficialInformationPage /> },
      { path: frontPaths.equityExchangeServiceCenter, element: <EquityServiceCenterPage /> },
      { path: frontPaths.serviceCenterBlankPage, element: <ServiceCenterBlankPage /> },
      { path: frontPaths.invest, element: <InvestPage /> },
      { path: frontPaths.newsDetails, element: <NewsDetailPage /> },
      { path: frontPaths.temporary, element: <AnnualReportPage /> },
      { path: frontPaths.myiframe, element: <EmbeddedPage /> },
      { path: frontPaths.financingIndex, element: <FinancingIndexPage /> },
      { path: frontPaths.financing, element: <FinancingPage /> },
      { path: frontPaths.perfectData, element: <PerfectDataPage /> },
      { path: frontPaths.skillEvaluate, element: <SkillEvaluatePage /> },
      { path: frontPaths.valueDiagnosis, element: <ValueDiagnosisPage /> },
      { path: frontPaths.valueDiagnosisFlowService, element: <DiagnosisFlowServicePage /> },
    ],
  },
  {
    element: <PublicLayout />,
    children: [
      { path: paths.homeRoot, element: <Navigate to={paths.homeLogin} replace /> },
      { path: paths.homeLogin, element: <LoginRoute><LoginPage variant="embedded" /></LoginRoute> },
      { path: paths.homeLoginWithRoute, element: <LoginRoute><LoginPage variant="embedded" /></LoginRoute> },
      { path: paths.register, element: <LoginRoute><RegisterPage /></LoginRoute> },
      { path: frontPaths.homeCompanyList, element: <CompanyListPage /> },
      { path: frontPaths.homeInformation, element: <InformationPage detailBase="/home/information/reportDetail" /> },
      { path: frontPaths.homeInformationDisclosure, element: <PublicQueryPage pageKey="informationDisclosure" /> },
      { path: frontPaths.homeReportDetail, element: <ReportDetailPage /> },
      { path: frontPaths.homeBulletinDetail, element: <ReportDetailPage /> },
      { path: frontPaths.homeCompanyDetial, element: <CompanyDetialPage /> },
      ...publicPendingPaths.filter((p) => !isBuiltFrontPath(p)).map(underConstruction),
    ],
  },
  {
    element: (
      <RequireAuth>
        <MainLayout />
      </RequireAuth>
    ),
    children: [
      { path: paths.workbench, element: <WorkbenchPage />, handle: { titleKey: 'wel.title' } satisfies RouteHandle },
      { path: paths.dashboard, element: loading(<DashboardPage />), handle: { titleKey: 'dashboard.title' } satisfies RouteHandle },
      { path: paths.securityCenter, element: <SecurityCenterPage />, handle: { titleKey: 'security.title' } satisfies RouteHandle },
      { path: paths.formPreview, element: <FormPreviewPage />, handle: { titleKey: 'form.preview.title' } satisfies RouteHandle },
      { path: paths.processIndex, element: <BusinessCataloguePage />, handle: { titleKey: 'catalogue.title' } satisfies RouteHandle },
      { path: paths.apply, element: <ApplyPage keepsState />, handle: { titleKey: 'process.apply.title' } satisfies RouteHandle },
      { path: paths.approve, element: <ApprovePage />, handle: { titleKey: 'process.approve.title' } satisfies RouteHandle },
      { path: paths.businessDetail, element: <BusinessDetailPage />, handle: { titleKey: 'process.detail.title' } satisfies RouteHandle },
      // the dedicated pages of businesses the spec routes to their own page (issue 13 item 5)
      { path: paths.investorRisk, element: <InvestorRiskPage />, handle: { titleKey: 'pages.investorRisk.title' } satisfies RouteHandle },
      { path: paths.newInvestor, element: <NewInvestorPage />, handle: { titleKey: 'pages.newInvestor.title' } satisfies RouteHandle },
      { path: paths.issueFilingDetail, element: <IssueDetailPage appId="550023" />, handle: { titleKey: 'pages.issueFilingDetail.title' } satisfies RouteHandle },
      { path: paths.issuanceDetail, element: <IssueDetailPage appId="550024" />, handle: { titleKey: 'pages.issuanceDetail.title' } satisfies RouteHandle },
      { path: paths.issuanceEdit, element: <ApplyPage appId="550024" />, handle: { titleKey: 'pages.issuanceEdit.title' } satisfies RouteHandle },
      { path: paths.bondFilingEdit, element: <ApplyPage appId="550082" />, handle: { titleKey: 'pages.bondFilingEdit.title' } satisfies RouteHandle },
      { path: paths.bondChangeEdit, element: <ApplyPage appId="550081" />, handle: { titleKey: 'pages.bondChangeEdit.title' } satisfies RouteHandle },
      { path: paths.bondChangeDetail, element: <FlowDetailPage appId="550081" />, handle: { titleKey: 'pages.bondChangeDetail.title' } satisfies RouteHandle },
      { path: paths.showcaseEdit, element: <ApplyPage appId="550092" />, handle: { titleKey: 'pages.showcaseEdit.title' } satisfies RouteHandle },
      { path: paths.showcaseDetail, element: <FlowDetailPage appId="550092" />, handle: { titleKey: 'pages.showcaseDetail.title' } satisfies RouteHandle },
      { path: paths.bondFilingDetail, element: <FlowDetailPage appId="550082" />, handle: { titleKey: 'pages.bondFilingDetail.title' } satisfies RouteHandle },
      { path: paths.memberApply, element: <MemberApplyPage />, handle: { titleKey: 'pages.memberApply.title' } satisfies RouteHandle },
      // the process group's listing, trust and member pages (01 §2; issue 24)
      { path: paths.memberApprove, element: <MemberApprovePage />, handle: { titleKey: 'pages.memberApprove.title' } satisfies RouteHandle },
      { path: paths.memberDetial, element: <MemberDetialPage />, handle: { titleKey: 'pages.memberDetial.title' } satisfies RouteHandle },
      { path: paths.memberExplain, element: <MemberExplainPage />, handle: { titleKey: 'pages.memberExplain.title' } satisfies RouteHandle },
      { path: paths.memberReviseApply, element: <MemberReviseApplyPage />, handle: { titleKey: 'pages.memberReviseApply.title' } satisfies RouteHandle },
      { path: paths.memberReviseApprove, element: <MemberReviseApprovePage />, handle: { titleKey: 'pages.memberReviseApprove.title' } satisfies RouteHandle },
      { path: paths.memberReviseDetail, element: <MemberReviseDetailPage />, handle: { titleKey: 'pages.memberReviseDetail.title' } satisfies RouteHandle },
      { path: paths.listedApply, element: <ListedApplyPage />, handle: { titleKey: 'pages.listedApply.title' } satisfies RouteHandle },
      { path: paths.listedApprove, element: <ListedApprovePage />, handle: { titleKey: 'pages.listedApprove.title' } satisfies RouteHandle },
      { path: paths.listedDetail, element: <ListedDetailPage />, handle: { titleKey: 'pages.listedDetail.title' } satisfies RouteHandle },
      { path: paths.listedTrustApply, element: <ListedTrustApplyPage />, handle: { titleKey: 'pages.listedTrustApply.title' } satisfies RouteHandle },
      { path: paths.listedTrustApprove, element: <ListedTrustApprovePage />, handle: { titleKey: 'pages.listedTrustApprove.title' } satisfies RouteHandle },
      { path: paths.listedTrustDetail, element: <ListedTrustDetailPage />, handle: { titleKey: 'pages.listedTrustDetail.title' } satisfies RouteHandle },
      { path: paths.periodicReport, element: <PeriodicReportPage />, handle: { titleKey: 'pages.periodicReport.title' } satisfies RouteHandle },
      { path: paths.chargedDetail, element: <ChargedBusinessDetailPage />, handle: { titleKey: 'pages.chargedDetail.title' } satisfies RouteHandle },
      { path: paths.finalNodeDetail, element: <FinalNodeDetailPage />, handle: { titleKey: 'pages.finalNodeDetail.title' } satisfies RouteHandle },
      { path: paths.finalNodeResult, element: <FinalNodeResultPage />, handle: { titleKey: 'pages.finalNodeResult.title' } satisfies RouteHandle },
      { path: paths.centralizedQuotation, element: <CentralizedQuotationPage />, handle: { titleKey: 'bidding.title' } satisfies RouteHandle },
      { path: paths.quoteDetail, element: (
          <BusinessOfFlowPage
            flow={quoteFlow}
            extra={(a) => <QuoteBiddingCard projectId={typeof a.formData.projectId === 'string' ? a.formData.projectId : ''} bizSn={a.bizSn} />}
          />
        ), handle: { titleKey: 'bidding.quoteDetailTitle' } satisfies RouteHandle },
      { path: paths.biddingDetail, element: <BiddingDetailPage />, handle: { titleKey: 'bidding.detailTitle' } satisfies RouteHandle },
      { path: paths.registerQueryDetail, element: <RegisterQueryDetailPage />, handle: { titleKey: 'registerReport.detailTitle' } satisfies RouteHandle },
      { path: paths.registerReport, element: <RegisterReportPage />, handle: { titleKey: 'registerReport.title' } satisfies RouteHandle },
      { path: paths.registerReportShort, element: <RegisterReportPage />, handle: { titleKey: 'registerReport.title' } satisfies RouteHandle },
      { path: paths.filing550305Detail, element: <FilingDetailPage appId="550305" />, handle: { titleKey: 'filing.detailTitle' } satisfies RouteHandle },
      { path: paths.filing550306Detail, element: <FilingDetailPage appId="550306" />, handle: { titleKey: 'filing.detailTitle' } satisfies RouteHandle },
      { path: paths.filing550307Detail, element: <FilingDetailPage appId="550307" />, handle: { titleKey: 'filing.detailTitle' } satisfies RouteHandle },
      { path: paths.filing550308Detail, element: <FilingDetailPage appId="550308" />, handle: { titleKey: 'filing.detailTitle' } satisfies RouteHandle },
      { path: paths.filing550309Detail, element: <FilingDetailPage appId="550309" />, handle: { titleKey: 'filing.detailTitle' } satisfies RouteHandle },
      { path: paths.leaveForm, element: <StartFormPage />, handle: { titleKey: 'leave.formTitle' } satisfies RouteHandle },
      { path: paths.leaveHandle, element: <HandleTaskPage />, handle: { titleKey: 'leave.handleTitle' } satisfies RouteHandle },
      { path: paths.leaveDetail, element: <InstanceDetailPage />, handle: { titleKey: 'leave.detailTitle' } satisfies RouteHandle },
      { path: paths.processDetial, element: <ProcessDetialPage />, handle: { titleKey: 'process.detail.title' } satisfies RouteHandle },
      { path: paths.confirmation, element: <ConfirmationPage />, handle: { titleKey: 'confirmation.title' } satisfies RouteHandle },
      { path: paths.sharePositionDetail, element: <SharePositionDetailPage />, handle: { titleKey: 'position.title' } satisfies RouteHandle },
      { path: paths.singleShareholderDetail, element: <SingleShareholderDetailPage />, handle: { titleKey: 'holder.title' } satisfies RouteHandle },
      { path: paths.bizApplication, element: <QueryPage pageKey="bizApplication2" />, handle: { titleKey: 'myApps.title' } satisfies RouteHandle },
      { path: paths.todoList, element: <QueryPage pageKey="bjotcTaskItem2" />, handle: { titleKey: 'todo.title' } satisfies RouteHandle },
      { path: paths.welConfig, element: <WorkbenchConfigPage />, handle: { titleKey: 'welConfig.title' } satisfies RouteHandle },
      { path: paths.workClaim, element: <QueryPage pageKey="bizApplication2" />, handle: { titleKey: 'myApps.title' } satisfies RouteHandle },
      { path: paths.workTodo, element: <QueryPage pageKey="bjotcTaskItem2" />, handle: { titleKey: 'todo.title' } satisfies RouteHandle },
      { path: paths.success, element: <SuccessPage />, handle: { titleKey: 'success.tab' } satisfies RouteHandle },
      { path: paths.processQuery, element: <QueryPage pageKey="processQuery2" />, handle: { titleKey: 'processQuery.title' } satisfies RouteHandle },
      // the tab takes the page's menu name (a query page is named by its menu entry)
      { path: paths.queryPage, element: <QueryPage />, handle: { title: '查询页面' } satisfies RouteHandle },
      { path: paths.queryConfigAdd, element: <QueryConfigPage />, handle: { titleKey: 'queryConfig.addTitle' } satisfies RouteHandle },
      { path: paths.queryConfigEdit, element: <QueryConfigPage />, handle: { titleKey: 'queryConfig.title' } satisfies RouteHandle },
      { path: paths.businessApply, element: <CustodyServicesPage />, handle: { titleKey: 'custody.title' } satisfies RouteHandle },
      { path: paths.listingBusiness, element: <ListingBusinessPage />, handle: { titleKey: 'listing.title' } satisfies RouteHandle },
      { path: paths.companyApply, element: <CompanyBusinessPage />, handle: { titleKey: 'companyApply.title' } satisfies RouteHandle },
      // the public site's disclosures and notices, read inside the back office; a report opens in a new tab
      { path: paths.infoCenter, element: <InformationPage detailBase="/home/information/reportDetail" />, handle: { titleKey: 'info.title' } satisfies RouteHandle },
      { path: paths.shareholderDetail, element: <ShareholderRegisterPage />, handle: { titleKey: 'register.title' } satisfies RouteHandle },
      { path: paths.companyAdmin, element: <CompanyAdminPage />, handle: { titleKey: 'companyAdmin.title' } satisfies RouteHandle },
      { path: paths.companyInfoEdit, element: <CompanyInfoPage />, handle: { titleKey: 'companyInfo.title' } satisfies RouteHandle },
      { path: paths.companyRuBan, element: <CompanyInfoPage />, handle: { titleKey: 'companyInfo.title' } satisfies RouteHandle },
      {
        path: paths.investorInfo,
        element: <InvestorOnly otherwise={<InvestorsOnlyNotice />}><InvestorInfoPage /></InvestorOnly>,
        handle: { titleKey: 'investorInfo.title' } satisfies RouteHandle,
      },
      { path: paths.companyInfoBase, element: <CompanyInfoPage readOnly />, handle: { titleKey: 'companyInfo.baseTitle' } satisfies RouteHandle },
      // the signed-in subject's own information: an investor's accounts, an enterprise's dossier
      {
        path: paths.infoDetails,
        element: <InvestorOnly otherwise={<CompanyInfoPage readOnly />}><InvestorInfoPage /></InvestorOnly>,
        handle: { titleKey: 'infoDetails.title' } satisfies RouteHandle,
      },
      { path: paths.changeDetail, element: <ChangeDetailPage />, handle: { titleKey: 'changeDetail.title' } satisfies RouteHandle },
      // the enterprise's and staff's company pages (issue 24; 01 §2)
      { path: paths.registerHolderDetail, element: <RegisterHolderPage />, handle: { titleKey: 'regHolder.title' } satisfies RouteHandle },
      { path: paths.companyManage1Detail, element: <ManagedCompanyDetailPage kind={1} />, handle: { titleKey: 'manage.custodyTitle' } satisfies RouteHandle },
      { path: paths.companyManage1Edit, element: <ManagedCompanyEditPage kind={1} />, handle: { titleKey: 'manage.editTitle' } satisfies RouteHandle },
      { path: paths.companyManage2Detail, element: <ManagedCompanyDetailPage kind={2} />, handle: { titleKey: 'manage.listedTitle' } satisfies RouteHandle },
      { path: paths.companyManage2Edit, element: <ManagedCompanyEditPage kind={2} />, handle: { titleKey: 'manage.editTitle' } satisfies RouteHandle },
      { path: paths.listedProductDetail, element: <ListedProductDetailPage />, handle: { titleKey: 'manage.productTitle' } satisfies RouteHandle },
      { path: paths.listedProductEdit, element: <ListedProductEditPage />, handle: { titleKey: 'manage.productEditTitle' } satisfies RouteHandle },
      { path: paths.sealAdmin, element: <SealAdminPage />, handle: { titleKey: 'seal.title' } satisfies RouteHandle },
      { path: paths.assessment, element: <AssessmentPage />, handle: { titleKey: 'assessment.title' } satisfies RouteHandle },
      { path: paths.transferProjectTabs, element: <TabQueryPage pageKey="zrxmcx2" tabProp="status" />, handle: { titleKey: 'tabQuery.zrxmcx2' } satisfies RouteHandle },
      { path: paths.rgqDetail2, element: <ShareOptionDetailPage />, handle: { titleKey: 'pages.rgqDetail2.title' } satisfies RouteHandle },
      { path: paths.sitePageAdmin, element: <SitePageAdminPage />, handle: { titleKey: 'sitePages.title' } satisfies RouteHandle },
      { path: paths.systemDict, element: <DictAdminPage />, handle: { titleKey: 'dict.title' } satisfies RouteHandle },
      { path: paths.dictHorizontal, element: <DictHorizontalPage />, handle: { titleKey: 'sysDict.horizontalTitle' } satisfies RouteHandle },
      { path: paths.dictVertical, element: <DictVerticalPage />, handle: { titleKey: 'sysDict.verticalTitle' } satisfies RouteHandle },
      { path: paths.systemAuditLog, element: <AuditLogPage />, handle: { titleKey: 'audit.title' } satisfies RouteHandle },
      { path: paths.systemSms, element: <SmsOutboxPage />, handle: { titleKey: 'sms.title' } satisfies RouteHandle },
      { path: paths.systemTenant, element: <TenantAdminPage />, handle: { titleKey: 'tenant.title' } satisfies RouteHandle },
      { path: paths.systemParam, element: <ParamAdminPage />, handle: { titleKey: 'param.title' } satisfies RouteHandle },
      { path: paths.systemRegion, element: <RegionAdminPage />, handle: { titleKey: 'region.title' } satisfies RouteHandle },
      { path: paths.systemMenu, element: <MenuAdminPage />, handle: { titleKey: 'menuAdmin.title' } satisfies RouteHandle },
      { path: paths.systemRole, element: <RoleAdminPage />, handle: { titleKey: 'roleAdmin.title' } satisfies RouteHandle },
      { path: paths.systemUser, element: <UserAdminPage />, handle: { titleKey: 'userAdmin.title' } satisfies RouteHandle },
      { path: paths.blockChain, element: <BlockChainPage />, handle: { titleKey: 'chain.title' } satisfies RouteHandle },
      { path: paths.blockChainDetail, element: <BlockChainDetailPage />, handle: { titleKey: 'chain.detailTitle' } satisfies RouteHandle },
      { path: paths.processPdf, element: <VoucherPage />, handle: { titleKey: 'voucher.title' } satisfies RouteHandle },
      { path: paths.riskAnswer, element: <RiskAnswerPage />, handle: { titleKey: 'risk.title' } satisfies RouteHandle },
      { path: paths.evaluationPro, element: <EvaluationProPage />, handle: { titleKey: 'hitech.proTitle' } satisfies RouteHandle },
      { path: paths.evaluationFast, element: <EvaluationFastPage />, handle: { titleKey: 'hitech.fastTitle' } satisfies RouteHandle },
      { path: paths.companyHitechApply, element: <HitechApplyPage />, handle: { titleKey: 'hitech.applyTitle' } satisfies RouteHandle },
      { path: paths.companyHitechInfo, element: <HitechInfoPage />, handle: { titleKey: 'hitech.infoTitle' } satisfies RouteHandle },
      { path: paths.bondInfoDetail, element: <BondInfoDetailPage />, handle: { titleKey: 'bond.detailTitle' } satisfies RouteHandle },
      { path: paths.fundTransferDetail, element: <TransferProjectDetailPage />, handle: { titleKey: 'transferProject.title' } satisfies RouteHandle },
      { path: paths.formDesign, element: loading(<StudioListPage />), handle: { titleKey: 'studio.title' } satisfies RouteHandle },
      { path: paths.studioEditor, element: loading(<StudioEditorPage />), handle: { titleKey: 'studio.editor.title' } satisfies RouteHandle },
      {
        path: paths.capital,
        element: <InvestorOnly otherwise={<UnderConstructionPage />}><AccountOverviewPage /></InvestorOnly>,
        handle: { titleKey: 'capital.title' } satisfies RouteHandle,
      },
      {
        path: paths.myHoldings,
        element: <InvestorOnly otherwise={<UnderConstructionPage />}><MyHoldingsPage /></InvestorOnly>,
        handle: { titleKey: 'holdings.title' } satisfies RouteHandle,
      },
      // the private fund, convertible bond, service, buyback, knowledge and institution pages (01 §2; issue 24)
      { path: paths.privateFundApply, element: <PrivateFundPage />, handle: { title: pageTitles[paths.privateFundApply] } satisfies RouteHandle },
      { path: paths.convertibleBondApply, element: <ConvertibleBondPage />, handle: { title: pageTitles[paths.convertibleBondApply] } satisfies RouteHandle },
      { path: paths.privateCBApply, element: <ConvertibleBondPage />, handle: { title: pageTitles[paths.privateCBApply] } satisfies RouteHandle },
      { path: paths.companyServiceApply, element: <CompanyServiceApplyPage />, handle: { title: pageTitles[paths.companyServiceApply] } satisfies RouteHandle },
      { path: paths.riskApply, element: <InvestorRiskPage flowkey="550026" />, handle: { titleKey: 'pages.investorRisk.title' } satisfies RouteHandle },
      { path: paths.buybackDetail, element: <BuybackDetailPage />, handle: { titleKey: 'buyback.title' } satisfies RouteHandle },
      { path: paths.ipoKnowledgeBase, element: <IpoKnowledgeBasePage />, handle: { titleKey: 'knowledge.title' } satisfies RouteHandle },
      { path: paths.investmentInstitution, element: <InvestmentInstitutionPage />, handle: { titleKey: 'institution.title' } satisfies RouteHandle },
      ...shellPendingPaths.map(underConstruction),
    ],
  },
  {
    path: '*',
    element: (
      <MenuRouteOrNotFound
        shell={
          <RequireAuth>
            <MainLayout>
              <UnderConstructionPage />
            </MainLayout>
          </RequireAuth>
        }
      />
    ),
  },
];

export const router = createBrowserRouter(routes);
