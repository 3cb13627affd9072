/**
 * Every path of the platform lives here (spec 01 §2 "Route table").
 * Components build links with these helpers, never by hand.
 */
export const paths = {
  root: '/',
  login: '/login',
  loginWithRoute: '/login/:route',
  homeRoot: '/home',
  homeLogin: '/home/login',
  homeLoginWithRoute: '/home/login/:route',
  informationDisclosure: '/home/queryPage/informationDisclosure',
  lock: '/lock',
  notFound: '/404',
  forbidden: '/403',
  serverError: '/500',
  wel: '/wel',
  workbench: '/wel/index',
  /** Where a successful sign-in goes; it redirects to the workbench. */
  stepsList: '/workbench/stepsList',
  securityCenter: '/securityCenter',
  process: '/process',
  processIndex: '/process/index',
  /** Default return after a submit, and where a timeout sends the user. */
  bizApplication: '/queryPage/bizApplication2',
  /** A compiled form rendered for a node: ?formId=&nodeId=&taskItemState= (issue 4). */
  formPreview: '/formPreview',
  /** The generated 250-field form the Chromium benchmark measures; needs no server. */
  formBench: '/formBench',
} as const;

/** The first tag of the page tabs: the workbench. */
export const firstTag = paths.workbench;

/** /login?loseEfficacy: where the route guard sends a visitor without a token. */
export const loseEfficacyLogin = `${paths.login}?loseEfficacy`;

/** Route parameter value of /login/:route that sends the user to the disclosure page. */
export const informationRoute = 'information';

/**
 * Public routes of the spec's route table that no issue has built yet. Paths are relative to
 * the site root; every one renders the under-construction page inside the public shell.
 */
export const publicPendingPaths: readonly string[] = [
  // /home children
  '/home/companyDetial',
  '/home/information',
  '/home/information/reportDetail/:id',
  '/home/temporatyBuiletin/reportDetail/:id',
  '/home/companyList',
  '/home/queryPage/informationDisclosure',
  // public no-auth pages under /index
  ...[
    'login', 'memberList', 'information', 'pledgeList', 'pledgeDetail', 'frozenList', 'frozenDetail',
    'companyDetial', 'companyList', 'companyListNew', 'gpList', 'gpListG', 'gpListT', 'gpListZ',
    'policiesShow', 'privateEquityFund', 'specializationNewList', 'specializationNewInfo', 'rubanDetail',
  ].flatMap((p) => [`/index/${p}`, `/${p}`]).filter((p) => p !== '/login'),
  // front top menu entries
  '/private', '/gplistT', '/gplistG', '/gplistZ',
  // other public pages
  '/invest', '/memberDetails', '/newsDetails', '/temporary', '/infoDetails', '/policiesDetail',
  '/valueDiagnosis', '/valueDiagnosis/flowService', '/financingIndex', '/financing', '/perfectData',
  '/skillEvaluate', '/register', '/myiframe/:routerPath', '/formDesign', '/officialWebsiteMapChart',
  '/officialWebsiteTables', '/officialWebsiteMemberList', '/officialWebsiteCompanyList',
  '/officialWebsiteGpList', '/officialWebsiteInformation', '/equityExchangeServiceCenter',
  '/serviceCenterBlankPage', '/companyInfoBase', '/process_pdf',
];

/**
 * Logged-in routes of the spec's route table (under /process and /wel and the workbench
 * group) that no issue has built yet. Each renders the under-construction page in the shell.
 */
export const shellPendingPaths: readonly string[] = [
  '/process/ywlsDetail', '/process/changeDetial',
  '/shareholderDetail', '/smjjApply', '/businessApply', '/smApply', '/privateCBApply', '/xpApply',
  '/work/claim', '/work/todo', '/ipoKnowledgeBase', '/investmentInstitution', '/capital',
  '/queryPage/:pageKey', '/queryConfig/edit/:pageKey', '/queryConfig/add', '/companyAdmin',
  '/blockChain', '/areaBlockChainDetail/:transHash', '/singleShareholderDetail/:uuid', '/confimation',
  '/sharePositionDetail', '/gd/wdcgxx', '/process/gdgl/gdxxDetail/:uuid/:id',
  '/companyAdmin/companyManage1/detail/:id', '/companyAdmin/companyManage1/edit/:id',
  '/companyAdmin/companyManage2/detail/:id', '/companyAdmin/companyManage2/edit/:id',
  '/sealAdmin', '/assessment', '/gpcpglManagenment/edit/:id', '/gpcpglManagenment/detail/:id',
  '/550023/detail', '/550024/detail', '/550081/detail', '/550081/compile', '/bondInfoDetail',
  '/550026/apply', '/550026/answer', '/investor/:flowkey', '/newInvestor/:flowkey', '/550052/detail',
  '/investorInfo', '/companyHitechApply', '/companyHitechInfo', '/process/550100detail',
  '/process/550115detail', '/process/550115result', '/companyServiceApply',
  '/process/centralizedQquotation', '/process/550224detail', '/biddingDetail',
  '/process/550226/detail', '/process/550226/reportDetail', '/process/550307detail',
  '/process/550306detail', '/process/550305detail', '/process/550308detail', '/process/550309detail',
  '/tabQueryPage/zrxmcx2', '/evaluationPro2', '/evaluationFast2',
  // workbench group
  '/wel/dashboard', '/wel/config', '/gpywbl', '/companyApply', '/info/index', '/dict-horizontal',
  '/dict-vertical', '/form/:processDefinitionId', '/handle/:taskId/:processInstanceId/:businessId',
  '/detail/:processInstanceId/:businessId', '/success/:msg',
  // process group children
  ...[
    'index', 'apply', 'approve', 'detial', 'listedApplys', 'listedDetails', 'listedApproves',
    'listedTrustApply', 'listedTrustDetails', 'listedTrustApprove', 'memberExplain', 'memberApplys',
    'memberApproves', 'memberDetial', 'memberReviseApplys', 'memberReviseApproves',
    'memberReviseDetail', 'rgqDetail2',
  ].map((p) => `/process/${p}`),
];
