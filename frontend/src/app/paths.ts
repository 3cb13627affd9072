/**
 * Every path of the platform lives here (spec 01 §2 "Route table").
 * Components build links with these helpers, never by hand.
 */
export const paths = {
  root: '/',
  login: '/login',
  /** 注册: a visitor opens an account (issue 21). */
  register: '/register',
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
  /** 数据看板: the businesses counted by status, type and month, as charts and tables (tenant-wide for staff, else the user's own). */
  dashboard: '/wel/dashboard',
  /** Where a successful sign-in goes; it redirects to the workbench. */
  stepsList: '/workbench/stepsList',
  securityCenter: '/securityCenter',
  process: '/process',
  /** 业务办理: the businesses the user's landing mode may start, each opening its apply page. */
  processIndex: '/process/index',
  /** Default return after a submit, and where a timeout sends the user. */
  bizApplication: '/queryPage/bizApplication2',
  /** My to-dos; the return target when a form was submitted from there. */
  todoList: '/queryPage/bjotcTaskItem2',
  /** The workbench group's names for the same lists (01 §2: my applications, my to-dos). */
  workClaim: '/work/claim',
  /** A finished step's message (/success/{msg}) with the ways on. */
  success: '/success/:msg',
  /** 工作台设置: the user's quick entries and panels. */
  welConfig: '/wel/config',
  workTodo: '/work/todo',
  /** The compiled form at a node, editable: ?appId=&nodeId=[&uuid=&bizSn=&src=] (issue 5). */
  apply: '/process/apply',
  /** The form read-only with the memo: ?uuid=&bizSn=&taskNo=&nodeId= (issue 5). */
  approve: '/process/approve',
  /** The business detail with its history: ?bizSn= (issue 5). */
  businessDetail: '/process/ywlsDetail',
  /** The chain (区块链存证) entries of the tenant, paged, with the verify button. */
  blockChain: '/blockChain',
  /** The administrator's editor of the public footer's pages. */
  sitePageAdmin: '/sitePageAdmin',
  /** 字典管理: the administrator's business dictionaries of the tenant (issue 20, BladeX /system/dict). */
  systemDict: '/system/dict',
  /** 审计日志: every administration change, with the record before and after (issue 20). */
  systemAuditLog: '/system/auditLog',
  /** 短信记录: what the SMS sender delivered in the tenant (issue 21, the outbox simulator's phones). */
  systemSms: '/system/sms',
  /** 租户管理: the platform administrator's tenants and their settings (issue 20, BladeX /system/tenant). */
  systemTenant: '/system/tenant',
  /** 参数管理: the administrator's business parameters of the tenant (issue 20, BladeX /system/param). */
  systemParam: '/system/param',
  /** 行政区划: the platform administrator's administrative regions (issue 20, BladeX /system/region). */
  systemRegion: '/system/region',
  /** 菜单管理: the tenant's menus and buttons (issue 20, BladeX /system/menu). */
  systemMenu: '/system/menu',
  /** 角色管理: the roles and the menus granted to each (issue 20, BladeX /system/role). */
  systemRole: '/system/role',
  /** 用户管理: the users of the tenant, their roles and bindings (issue 20, BladeX /system/user). */
  systemUser: '/system/user',
  /** 字典管理（左右布局）: the platform's system dictionary, parent and entries side by side (issue 20, BladeX /dict-horizontal). */
  dictHorizontal: '/dict-horizontal',
  /** 字典管理（上下布局）: the platform's system dictionary, parent above its entries (issue 20, BladeX /dict-vertical). */
  dictVertical: '/dict-vertical',
  /** One chain entry by its hash (spec §2 /areaBlockChainDetail/{transHash}). */
  blockChainDetail: '/areaBlockChainDetail/:transHash',
  /** The voucher print page: ?uuid= (spec 02 §4: opened after a submit once the business completed). */
  processPdf: '/process_pdf',
  /** 账户总览: the investor's current registration account and its totals (issue 5). */
  capital: '/capital',
  /** 我的持股信息: what the investor's current registration account holds (issue 5). */
  myHoldings: '/gd/wdcgxx',
  /** A compiled form rendered for a node: ?formId=&nodeId=&taskItemState= (issue 4). */
  formPreview: '/formPreview',
  /** The generated 250-field form the Chromium benchmark measures; needs no server. */
  formBench: '/formBench',
  /** The risk-assessment results of an account: ?accountNumber= (default the current holder account). */
  riskAnswer: '/550026/answer',
  /** 投资者风险测评 550026 (02 §2): the apply page of the flow, as /investor/550026. */
  riskApply: '/550026/apply',
  /** 回购注销 550052 详情: ?bizSn=, what was bought back, from whom, the register before and after. */
  buybackDetail: '/550052/detail',
  /** 私募基金业务: the private fund businesses (550222, 550223, 550138) and the investor's fund shares. */
  privateFundApply: '/smjjApply',
  /** 私募可转债: the convertible bonds of the current enterprise and their filing and issuance businesses. */
  convertibleBondApply: '/smApply',
  privateCBApply: '/privateCBApply',
  /** 企业服务申请: the enterprise's services (展示, 专精特新, 收费业务) and their applications. */
  companyServiceApply: '/companyServiceApply',
  /** 上市知识库: articles staff maintain, searched and read by users. */
  ipoKnowledgeBase: '/ipoKnowledgeBase',
  /** 投资机构: the tenant's certified institutional investors (550032, 550131), searchable; ?id= one of them. */
  investmentInstitution: '/investmentInstitution',
  /** 专业评估 / 快速评估: the specialised-new self-evaluations, scored by the 550200 flow's rule (issue 17). */
  evaluationPro: '/evaluationPro2',
  evaluationFast: '/evaluationFast2',
  /** 专精特新申请 / 专精特新信息: the board application from the last evaluation, and the board record (issue 17). */
  companyHitechApply: '/companyHitechApply',
  companyHitechInfo: '/companyHitechInfo',
  bondInfoDetail: '/bondInfoDetail',
  /** A fund share-transfer project: ?id= (03 §2's {token} route, whose path the spec leaves open). */
  // spec: 01§2 {token} 02§2 {token} 03§2 {token}
  fundTransferDetail: '/fundTransferDetail',
  /** 流程与表单设计: the analysts' list of flows and forms (issue 7). */
  formDesign: '/formDesign',
  /** The studio editor of one flow (key = appId) or form (key = formId) (issue 7). */
  studioEditor: '/formDesign/:kind/:key',
  /** Old query-page designer entries; they now open the studio list (issue 7). */
  /** A configurable query page (issue 20), drawn from its published definition. */
  queryPage: '/queryPage/:pageKey',
  queryConfigAdd: '/queryConfig/add',
  queryConfigEdit: '/queryConfig/edit/:pageKey',
  /** 投资者风险测评 (02 §2): /investor/550026 and /investor/550091, the apply page of that flow. */
  investorRisk: '/investor/:flowkey',
  /** 投资者开户 (02 §2): /newInvestor/550130, 550131, 550132, 550136, the apply page of that flow. */
  // spec: 02§2 /newInvestor/550131 02§2 /newInvestor/550132 02§2 /newInvestor/550136
  newInvestor: '/newInvestor/:flowkey',
  /** 会员申请 550012: ?[nodeId=&uuid=&bizSn=&src=], the apply page of the member flow. */
  memberApply: '/process/memberApplys',
  /** 会员申请 550012 审批: the approve page of the member flow (?uuid=&bizSn=&taskNo=&nodeId=). */
  memberApprove: '/process/memberApproves',
  /** 会员申请 550012 详情: ?bizSn=. */
  memberDetial: '/process/memberDetial',
  /** 会员业务说明: what the member businesses are and what they need, before applying. */
  memberExplain: '/process/memberExplain',
  /** 会员信息变更 550013: the member firm changes its registered information (?[nodeId=&uuid=&bizSn=&src=]). */
  memberReviseApply: '/process/memberReviseApplys',
  memberReviseApprove: '/process/memberReviseApproves',
  memberReviseDetail: '/process/memberReviseDetail',
  /** 挂牌申请 550210: apply, approve (memo 挂牌信息：…), detail (?bizSn=). */
  listedApply: '/process/listedApplys',
  listedApprove: '/process/listedApproves',
  listedDetail: '/process/listedDetails',
  /** 托管申请, the custody flow 550114 in the listing group: apply, approve (memo 托管信息：…), detail. */
  listedTrustApply: '/process/listedTrustApply',
  listedTrustApprove: '/process/listedTrustApprove',
  listedTrustDetail: '/process/listedTrustDetails',
  /** 股权期权详情 (share-option details): ?bizSn= of an issue or subscription, what the register holds for it. */
  rgqDetail2: '/process/rgqDetail2',
  /** 信息披露申请: the periodic financial report 550070 (issue 17). */
  periodicReport: '/xpApply',
  /** 发行备案 550023 详情: ?bizSn=, the filing read-only; a bond's with the bond's register state. */
  issueFilingDetail: '/550023/detail',
  /** 发行登记 550024 详情: ?bizSn=, the registration read-only; a bond's with the units issued. */
  issuanceDetail: '/550024/detail',
  /** 发行登记 550024, the apply page (02 §2). */
  issuanceEdit: '/process/550024/edit',
  /** 债券备案 550082, the apply page (03 §2 path fragment 550082/edit). */
  bondFilingEdit: '/process/550082/edit',
  /** 债券备案 550082 详情: ?bizSn= (03 §2 path fragment 550082/detai). */
  bondFilingDetail: '/process/550082/detai',
  /** 债券备案变更 550081, the apply page: a filed bond loaded and changed before its issue. */
  bondChangeEdit: '/550081/compile',
  /** 债券备案变更 550081 详情: ?bizSn= (01 §2 "/550081/detail and /compile"). */
  // spec: 01§2 /compile
  bondChangeDetail: '/550081/detail',
  /** 企业展示 550092, the apply page (02 §2): its service table editable, as in the other edit routes (02 §4). */
  showcaseEdit: '/550092/compile',
  /** 企业展示 550092 详情: ?bizSn=, read-only with its service table. */
  showcaseDetail: '/550092/detail',
  /** 收费业务详情 550100: ?bizSn=, the business read-only with its charge. */
  chargedDetail: '/process/550100detail',
  /** 550115 详情: ?bizSn=, the application read-only with its result. */
  finalNodeDetail: '/process/550115detail',
  /** 550115 办理结果: ?bizSn=. */
  finalNodeResult: '/process/550115result',
  /** Where 550115 goes after submit when its final node is Apply (02 §2, §4):
   * ?processInstanceId=&isShowResult=&nodeId=detail&appId=550115. */
  processDetial: '/process/detial',
  /** 股东确权 (holder confirmation): ?uuid= (a holder; default the current registration account). */
  confirmation: '/confimation',
  /** 持仓明细: ?productCode=[&holderUuid=], one position of a holder (default the current account). */
  sharePositionDetail: '/sharePositionDetail',
  /** One holder's detail with its positions. */
  singleShareholderDetail: '/singleShareholderDetail/:uuid',
  /** 登记托管: the current enterprise's custody services and the custody businesses to start. */
  businessApply: '/businessApply',
  /** 挂牌业务: the current enterprise's listing and display, and the listing businesses to start. */
  listingBusiness: '/gpywbl',
  /** 企业业务办理: the current enterprise's other businesses to start (changes, filings, pledges ...). */
  companyApply: '/companyApply',
  /** 信息中心: the disclosures the user may read and the platform's information notices. */
  infoCenter: '/info/index',
  /** 股东持股信息: the current enterprise's shareholder register, searchable, with its export. */
  shareholderDetail: '/shareholderDetail',
  /** 企业管理: the current enterprise's dossier, read-only. */
  companyAdmin: '/companyAdmin',
  /** The enterprise's dossier (?type=detail) and its change application (?type=edit). */
  companyInfoEdit: '/companyInfo/edit',
  companyInfoBase: '/companyInfoBase',
  infoDetails: '/infoDetails',
  companyRuBan: '/companyRuBan',
  /** The investor's own registration (current account). */
  investorInfo: '/investorInfo',
  /** A dossier change's old and new values side by side (?uuid=). */
  changeDetail: '/process/changeDetial',
  /** 流程查询 (staff): every application of the tenant, filtered. */
  processQuery: '/queryPage/processQuery2',
  /** 股东信息详情: one holder (uuid) of an enterprise's (id) register, its positions, pledges, freezes and history. */
  registerHolderDetail: '/process/gdgl/gdxxDetail/:uuid/:id',
  /** 企业信息管理 (staff): an enterprise in custody (1) or listed (2), read and corrected. */
  companyManage1Detail: '/companyAdmin/companyManage1/detail/:id',
  companyManage1Edit: '/companyAdmin/companyManage1/edit/:id',
  companyManage2Detail: '/companyAdmin/companyManage2/detail/:id',
  companyManage2Edit: '/companyAdmin/companyManage2/edit/:id',
  /** 挂牌产品管理 (staff): a listed product (id) and its listing, read and corrected. */
  listedProductDetail: '/gpcpglManagenment/detail/:id',
  listedProductEdit: '/gpcpglManagenment/edit/:id',
  /** 电子印章管理: the enterprise's electronic seals with the e-contract service. */
  sealAdmin: '/sealAdmin',
  /** 专精特新评分: the scoring table of the enterprise's 550200 answers (03 §1/§2). */
  assessment: '/assessment',
  /** 转让项目查询: the transfer projects, one tab per project state. */
  transferProjectTabs: '/tabQueryPage/zrxmcx2',
  /** 集中报价: the transfer projects on offer with their quote deadline and standing; investors quote (550224). */
  centralizedQuotation: '/process/centralizedQquotation',
  /** 集中报价 550224 详情: ?bizSn=, the quote read-only with the project's bidding. */
  quoteDetail: '/process/550224detail',
  /** 竞价详情: ?id= (a transfer project), the project, its quotes ranked, the outcome. */
  biddingDetail: '/biddingDetail',
  /** 集中报价查询: the quotes recorded (an investor's own; staff all). */
  biddingTransaction: '/queryPage/biddingTransaction',
  /** 股东名册查询 550226 详情: ?bizSn=. */
  registerQueryDetail: '/process/550226/detail',
  /** 股东名册查询 550226 的报告: ?bizSn=, the holder register extract it produced, printable. */
  registerReport: '/process/550226/reportDetail',
  /** The same report at the short path 01 §2 names ("/process/550226/detail and /reportDetail"). */
  // spec: 01§2 /reportDetail
  registerReportShort: '/reportDetail',
  /** 其他业务备案 550305 and the filings 550306–550309: ?bizSn=. */
  filing550305Detail: '/process/550305detail',
  filing550306Detail: '/process/550306detail',
  filing550307Detail: '/process/550307detail',
  filing550308Detail: '/process/550308detail',
  filing550309Detail: '/process/550309detail',
  /** Workbench leave-flow routes (01 §2): start a flow, act on a to-do, an application's detail. */
  leaveForm: '/form/:processDefinitionId',
  leaveHandle: '/handle/:taskId/:processInstanceId/:businessId',
  leaveDetail: '/detail/:processInstanceId/:businessId',
} as const;

/** The first tag of the page tabs: the workbench. */
export const firstTag = paths.workbench;

/** Where a screen came from, carried as `src` so a submit returns there (spec 02 §2). */
export type ReturnSource = 'bjotcTaskItem2';

/**
 * The dedicated pages of a business (01 §2 process group): a to-do of these businesses opens its
 * own approve page, a returned one its own apply page; other businesses the generic ones.
 */
const dedicatedPages: Record<string, { apply: string; approve: string }> = {
  '550012': { apply: paths.memberApply, approve: paths.memberApprove },
  '550013': { apply: paths.memberReviseApply, approve: paths.memberReviseApprove },
  '550210': { apply: paths.listedApply, approve: paths.listedApprove },
  '550114': { apply: paths.listedTrustApply, approve: paths.listedTrustApprove },
};

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

/** Links with their query parameters, for the application screens (issue 5). */
export const links = {
  apply: (q: { appId: string; nodeId: string; uuid?: string; bizSn?: string; src?: ReturnSource }) => withQuery(paths.apply, q),
  approve: (q: { uuid: string; bizSn: string; taskNo: string; nodeId: string }) => withQuery(paths.approve, q),
  /**
   * Where a to-do opens: a returned application (or a draft) is the applicant's to revise in its
   * form, anything else the approver's page; the form returns to the to-do list.
   */
  task: (q: { uuid: string; bizSn: string; taskNo: string; nodeId: string; appId: string }) => {
    const own = dedicatedPages[q.appId];
    if (q.nodeId === 'UpdateApplyApprove' || q.nodeId === 'apply') {
      const query = { nodeId: q.nodeId, uuid: q.uuid, bizSn: q.bizSn, src: 'bjotcTaskItem2' };
      return own ? withQuery(own.apply, query) : withQuery(paths.apply, { appId: q.appId, ...query });
    }
    return withQuery(own?.approve ?? paths.approve, { uuid: q.uuid, bizSn: q.bizSn, taskNo: q.taskNo, nodeId: q.nodeId });
  },
  businessDetail: (bizSn: string) => withQuery(paths.businessDetail, { bizSn }),
  /** A business's documents; `code` picks one of them (the first when absent). */
  processPdf: (uuid: string, code?: string) => withQuery(paths.processPdf, { uuid, code }),
  sitePage: (key: string) => `/sitePage/${encodeURIComponent(key)}`,
  blockChainDetail: (transHash: string) => paths.blockChainDetail.replace(':transHash', encodeURIComponent(transHash)),
  studioEditor: (kind: 'flow' | 'form' | 'script' | 'fragment', key: string) => `${paths.formDesign}/${kind}/${encodeURIComponent(key)}`,
  queryPage: (pageKey: string) => paths.queryPage.replace(':pageKey', encodeURIComponent(pageKey)),
  queryConfigEdit: (pageKey: string) => paths.queryConfigEdit.replace(':pageKey', encodeURIComponent(pageKey)),
  /** Where a submit returns: the to-do list when opened from there, else my applications. */
  returnTarget: (src: string | null) => (src === 'bjotcTaskItem2' ? paths.todoList : paths.bizApplication),
  investorRisk: (flowkey: string) => paths.investorRisk.replace(':flowkey', encodeURIComponent(flowkey)),
  newInvestor: (flowkey: string) => paths.newInvestor.replace(':flowkey', encodeURIComponent(flowkey)),
  chargedDetail: (bizSn: string) => withQuery(paths.chargedDetail, { bizSn }),
  finalNodeDetail: (bizSn: string) => withQuery(paths.finalNodeDetail, { bizSn }),
  finalNodeResult: (bizSn: string) => withQuery(paths.finalNodeResult, { bizSn }),
  confirmation: (uuid?: string) => withQuery(paths.confirmation, { uuid }),
  sharePositionDetail: (q: { productCode: string; holderUuid?: string }) => withQuery(paths.sharePositionDetail, q),
  buybackDetail: (bizSn: string) => withQuery(paths.buybackDetail, { bizSn }),
  singleShareholderDetail: (uuid: string) => paths.singleShareholderDetail.replace(':uuid', encodeURIComponent(uuid)),
  registerHolderDetail: (holderUuid: string, companyId: string) =>
    paths.registerHolderDetail.replace(':uuid', encodeURIComponent(holderUuid)).replace(':id', encodeURIComponent(companyId)),
  /** 企业信息管理: `kind` 1 托管企业, 2 挂牌企业. */
  companyManage: (kind: 1 | 2, mode: 'detail' | 'edit', id: string) =>
    `/companyAdmin/companyManage${kind}/${mode}/${encodeURIComponent(id)}`,
  listedProduct: (mode: 'detail' | 'edit', id: string) => `/gpcpglManagenment/${mode}/${encodeURIComponent(id)}`,
  rgqDetail2: (bizSn: string) => withQuery(paths.rgqDetail2, { bizSn }),
  fundTransferDetail: (id: string) => withQuery(paths.fundTransferDetail, { id }),
  biddingDetail: (id: string) => withQuery(paths.biddingDetail, { id }),
  quoteDetail: (bizSn: string) => withQuery(paths.quoteDetail, { bizSn }),
  registerQueryDetail: (bizSn: string) => withQuery(paths.registerQueryDetail, { bizSn }),
  registerReport: (bizSn: string) => withQuery(paths.registerReport, { bizSn }),
  filingDetail: (appId: string, bizSn: string) => withQuery(`/process/${appId}detail`, { bizSn }),
  leaveForm: (processDefinitionId: string) => paths.leaveForm.replace(':processDefinitionId', encodeURIComponent(processDefinitionId)),
  leaveHandle: (taskId: string, processInstanceId: string, businessId: string) =>
    paths.leaveHandle
      .replace(':taskId', encodeURIComponent(taskId))
      .replace(':processInstanceId', encodeURIComponent(processInstanceId))
      .replace(':businessId', encodeURIComponent(businessId)),
  leaveDetail: (processInstanceId: string, businessId: string) =>
    paths.leaveDetail.replace(':processInstanceId', encodeURIComponent(processInstanceId)).replace(':businessId', encodeURIComponent(businessId)),
};

/** /login?loseEfficacy: where the route guard sends a visitor without a token. */
export const loseEfficacyLogin = `${paths.login}?loseEfficacy`;

/** Route parameter value of /login/:route that sends the user to the disclosure page. */
export const informationRoute = 'information';

/**
 * Public routes of the spec's route table that no issue has built yet. Paths are relative to
 * the site root; every one renders the under-construction page inside the public shell.
 */
export const publicPendingPaths: readonly string[] = [];

/**
 * Logged-in routes of the spec's route table (under /process and /wel and the workbench
 * group) that no issue has built yet. Each renders the under-construction page in the shell.
 */
export const shellPendingPaths: readonly string[] = [];

/** The front pages of the public site (issue 6), each also under /index; the front top menu opens them in new tabs. */
export const frontPaths = {
  companyList: '/companyList',
  information: '/information',
  reportDetail: '/information/reportDetail/:id',
  pledgeList: '/pledgeList',
  pledgeDetail: '/pledgeDetail',
  frozenList: '/frozenList',
  frozenDetail: '/frozenDetail',
  policiesShow: '/policiesShow',
  policiesDetail: '/policiesDetail',
  memberList: '/memberList',
  memberDetails: '/memberDetails',
  specializationNewList: '/specializationNewList',
  /** One specialised-and-new enterprise: ?tenantId=&uuid=, from /specializationNewList. */
  specializationNewInfo: '/specializationNewInfo',
  privateEquityFund: '/privateEquityFund',
  /** The investment zone (投资专区) of the front top menu. */
  private: '/private',
  /** A page of the public footer (关于我们 about, 集团成员 group, 招聘信息 recruitment, 服务热线 hotline). */
  sitePage: '/sitePage/:key',
  gplistT: '/gplistT',
  gplistG: '/gplistG',
  gplistZ: '/gplistZ',
  homeCompanyList: '/home/companyList',
  homeInformation: '/home/information',
  homeReportDetail: '/home/information/reportDetail/:id',
  /** The query page informationDisclosure: the published disclosures a visitor's scope allows (02 §3). */
  homeInformationDisclosure: '/home/queryPage/informationDisclosure',
  /** The public login under /index: the public shell's login card (/home/login). */
  indexRoot: '/index',
  indexLogin: '/index/login',
  /** An enterprise of the showcase by its old name: ?tenantId=&uuid=&type= (1 托管, 2 挂牌, 3 展示; default 1). */
  companyDetial: '/companyDetial',
  homeCompanyDetial: '/home/companyDetial',
  /** A temporary bulletin (临时公告) of the home shell: the disclosure's detail. */
  homeBulletinDetail: '/home/temporatyBuiletin/reportDetail/:id',
  /** The listed enterprises (挂牌企业) as a table. */
  gpList: '/gpList',
  // the official site (issue 24)
  /** Enterprises by city on the map of the tenant's province. */
  officialWebsiteMapChart: '/officialWebsiteMapChart',
  /** The market's figures as tables (enterprises by city and kind, members, disclosures). */
  officialWebsiteTables: '/officialWebsiteTables',
  officialWebsiteMemberList: '/officialWebsiteMemberList',
  /** Custodied enterprises as a table; ?cityCode=. */
  officialWebsiteCompanyList: '/officialWebsiteCompanyList',
  /** Listed enterprises as a table; ?cityCode=. */
  officialWebsiteGpList: '/officialWebsiteGpList',
  /** Disclosures and notices as tables. */
  officialWebsiteInformation: '/officialWebsiteInformation',
  /** The market's service centre. */
  equityExchangeServiceCenter: '/equityExchangeServiceCenter',
  /** A page of the service centre: ?key=about|group|recruitment|hotline. */
  serviceCenterBlankPage: '/serviceCenterBlankPage',
  /** The investors' service page. */
  invest: '/invest',
  /** One information notice: ?id=. */
  newsDetails: '/newsDetails',
  /** An enterprise's annual reports: ?tenantId=&uuid=[&id=]. */
  temporary: '/temporary',
  /** The showcase as tables: ?type=&cityCode=. */
  companyListNew: '/companyListNew',
  /** A listing's detail (入板): ?tenantId=&listCode=. */
  rubanDetail: '/rubanDetail',
  /** An allow-listed page of the site in a frame. */
  myiframe: '/myiframe/:routerPath',
  financingIndex: '/financingIndex',
  /** The financing match: ?tab=funds|members|process. */
  financing: '/financing',
  /** An enterprise's public record, what it holds and lacks: ?uuid=. */
  perfectData: '/perfectData',
  /** The specialised-new self-evaluation. */
  skillEvaluate: '/skillEvaluate',
  valueDiagnosis: '/valueDiagnosis',
  valueDiagnosisFlowService: '/valueDiagnosis/flowService',
} as const;

/** Links to the front pages that take a parameter. */
export const frontLinks = {
  reportDetail: (id: string) => frontPaths.reportDetail.replace(':id', encodeURIComponent(id)),
  homeReportDetail: (id: string) => frontPaths.homeReportDetail.replace(':id', encodeURIComponent(id)),
};

/** The same pages under /index (spec §2 "Route table"). */
export const frontIndexAliases: readonly string[] = [
  'companyList', 'information', 'pledgeList', 'pledgeDetail', 'frozenList', 'frozenDetail', 'policiesShow',
  'memberList', 'specializationNewList', 'privateEquityFund', 'gpListT', 'gpListG', 'gpListZ',
  'specializationNewInfo', 'private', 'companyListNew', 'rubanDetail', 'companyDetial', 'gpList',
].map((p) => `/index/${p}`);

/** Pending public paths the front pages now answer (router paths match case-insensitively). */
const builtFront = new Set(
  [...Object.values(frontPaths), ...frontIndexAliases, '/gpListT', '/gpListG', '/gpListZ'].map((p) => p.toLowerCase()),
);
export const isBuiltFrontPath = (path: string) => builtFront.has(path.toLowerCase());
