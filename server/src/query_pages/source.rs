//! The named data sources a query page may read. The browser never sends SQL: a definition
//! names a source and the source's fields, and only what is listed here can be shown,
//! filtered or sorted. Each source runs as its own module (`companies`, `holdings`,
//! `applications`, `tasks`, `disclosures`, `clientErrors`, `transferQuotes`), scoped to the caller's tenant and, for everyone but staff, to what
//! the caller owns (the tasks: always the caller's own to-dos).

use serde::Serialize;

/// How a field's value is kept, which decides how it is filtered, shown and exported.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum Kind {
    /// Free text, filtered by a part of it (`input`).
    Text,
    /// A code among a dictionary's or the source's options, filtered by one of them (`select`);
    /// shown by its label.
    Code,
    /// A day kept as `yyyy-MM-dd`, filtered by a range of days (`daterange`).
    Day,
    /// A moment (seconds), shown in Beijing time, filtered by a range of days (`daterange`).
    Time,
    /// A share count, filtered by a range (`numberrange`).
    Shares,
    /// Yuan, exact; shown with two decimals; not filtered.
    Money,
}

impl Kind {
    /// The filter widget a field of this kind is filtered with.
    pub fn widget(self) -> Option<&'static str> {
        match self {
            Kind::Text => Some("input"),
            Kind::Code => Some("select"),
            Kind::Day | Kind::Time => Some("daterange"),
            Kind::Shares => Some("numberrange"),
            Kind::Money => None,
        }
    }
}

/// A field of a source.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Field {
    pub prop: &'static str,
    pub label: &'static str,
    pub kind: Kind,
    /// The business dictionary (dict-biz) a code's labels come from.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dict: Option<&'static str>,
    /// The labels of a code the source defines itself (no dictionary).
    #[serde(skip_serializing_if = "<[_]>::is_empty")]
    pub options: &'static [(&'static str, &'static str)],
    pub filterable: bool,
    pub sortable: bool,
    /// A node of a flow, labelled by the published flows' node names.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub node: bool,
}

const fn field(prop: &'static str, label: &'static str, kind: Kind) -> Field {
    Field {
        prop,
        label,
        kind,
        dict: None,
        options: &[],
        filterable: true,
        sortable: true,
        node: false,
    }
}

const fn coded(prop: &'static str, label: &'static str, dict: &'static str) -> Field {
    Field {
        dict: Some(dict),
        ..field(prop, label, Kind::Code)
    }
}

const fn shown(prop: &'static str, label: &'static str, kind: Kind) -> Field {
    Field {
        filterable: false,
        sortable: false,
        ..field(prop, label, kind)
    }
}

/// A row action a source's rows offer: the screen opens the page it names.
pub const DETAIL: &str = "detail";
/// The voucher of a completed business.
pub const PRINT: &str = "print";
/// The applicant withdraws a running business of their own.
pub const WITHDRAW: &str = "withdraw";
/// The task is opened to act on: the approve page, or the form for a returned application.
pub const HANDLE: &str = "handle";
pub const ACTIONS: [&str; 4] = [DETAIL, PRINT, WITHDRAW, HANDLE];

/// A named source: its fields, the props every row carries for its actions, its actions and
/// the order of its rows when a page names none.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Source {
    pub name: &'static str,
    pub title: &'static str,
    pub fields: &'static [Field],
    pub keys: &'static [&'static str],
    pub actions: &'static [&'static str],
    /// Its rows may be read by visitors who are signed in nowhere (a page marked `public`):
    /// the source itself decides what each reader sees.
    pub public: bool,
}

impl Source {
    pub fn field(&self, prop: &str) -> Option<&'static Field> {
        self.fields.iter().find(|f| f.prop == prop)
    }
}

pub const COMPANIES: Source = Source {
    name: "companies",
    title: "托管企业",
    fields: &[
        field("name", "企业名称", Kind::Text),
        field("shortName", "企业简称", Kind::Text),
        field("code", "企业代码", Kind::Text),
        field("idNumber", "统一社会信用代码", Kind::Text),
        coded("companyType", "企业类型", "companyType"),
        field("industryCode", "行业代码", Kind::Text),
        Field {
            filterable: false,
            ..field("registeredCapital", "注册资本（元）", Kind::Money)
        },
        field("registerDate", "成立日期", Kind::Day),
        field("custodyDate", "托管日期", Kind::Day),
        field("cityCode", "所在城市", Kind::Text),
        field("specialisedLevel", "专精特新等级", Kind::Text),
    ],
    keys: &["id"],
    actions: &[DETAIL],
    public: false,
};

pub const HOLDINGS: Source = Source {
    name: "holdings",
    title: "股东持仓",
    fields: &[
        field("accountNumber", "登记账号", Kind::Text),
        field("holderName", "股东名称", Kind::Text),
        coded("organType", "股东类型", "organType"),
        field("productCode", "股份代码", Kind::Text),
        field("productName", "股份名称", Kind::Text),
        field("companyName", "发行企业", Kind::Text),
        field("volume", "持股数量（股）", Kind::Shares),
        field("pledged", "质押数量（股）", Kind::Shares),
        field("frozen", "冻结数量（股）", Kind::Shares),
        shown("free", "可用数量（股）", Kind::Shares),
    ],
    keys: &["holderUuid", "productCode", "productId"],
    actions: &[DETAIL],
    public: false,
};

pub const APPLICATION_STATUSES: [(&str, &str); 4] = [
    ("running", "办理中"),
    ("approved", "已办结"),
    ("rejected", "已驳回"),
    ("withdrawn", "已撤回"),
];

pub const APPLICATIONS: Source = Source {
    name: "applications",
    title: "业务申请",
    fields: &[
        field("bizSn", "业务流水号", Kind::Text),
        // a business's labels are its flow's name, from the published flows
        field("appId", "业务编号", Kind::Code),
        field("bizTypeName", "业务类型", Kind::Text),
        field("applicantName", "申请人", Kind::Text),
        field("applicantAccount", "申请人账号", Kind::Text),
        Field {
            options: &APPLICATION_STATUSES,
            ..field("status", "状态", Kind::Code)
        },
        Field {
            node: true,
            ..field("currentNode", "当前节点", Kind::Code)
        },
        field("createdAt", "申请时间", Kind::Time),
        field("completedAt", "办结时间", Kind::Time),
    ],
    keys: &["uuid", "bizSn", "status", "waitsOnApplicant"],
    actions: &[DETAIL, PRINT, WITHDRAW],
    public: false,
};

pub const TASKS: Source = Source {
    name: "tasks",
    title: "待办任务",
    fields: &[
        field("bizSn", "业务流水号", Kind::Text),
        field("appId", "业务类型", Kind::Code),
        field("applicantName", "申请人", Kind::Text),
        Field {
            node: true,
            ..field("nodeId", "当前节点", Kind::Code)
        },
        field("submittedAt", "提交时间", Kind::Time),
        field("openedAt", "到达时间", Kind::Time),
    ],
    keys: &["uuid", "bizSn", "taskNo", "nodeId", "appId"],
    actions: &[HANDLE, DETAIL],
    public: false,
};

/// 02 §3 "Disclosure scope": a report for all is read by every visitor, one for the
/// shareholders, creditors or cooperating members only by those in the enterprise's circle
/// (and its designated readers among them).
pub const DISCLOSURES: Source = Source {
    name: "disclosures",
    title: "信息披露",
    fields: &[
        field("title", "标题", Kind::Text),
        coded("category", "披露类别", "disclosureCategory"),
        field("companyName", "企业名称", Kind::Text),
        field("companyCode", "企业代码", Kind::Text),
        field("publishTime", "发布时间", Kind::Time),
    ],
    keys: &["id"],
    actions: &[DETAIL],
    public: true,
};

/// The kinds of entry a browser's error log records (01 §2 "Error log entry": type).
pub const CLIENT_ERROR_KINDS: [(&str, &str); 3] = [
    ("error", "脚本错误"),
    ("ajax", "请求错误"),
    ("info", "信息"),
];

/// 01 §2 "Error log viewer": what users' browsers recorded and sent, for the administrator.
pub const CLIENT_ERRORS: Source = Source {
    name: "clientErrors",
    title: "错误日志",
    fields: &[
        field("account", "账号", Kind::Text),
        Field {
            options: &CLIENT_ERROR_KINDS,
            ..field("kind", "类型", Kind::Code)
        },
        Field {
            sortable: false,
            ..field("url", "页面地址", Kind::Text)
        },
        Field {
            sortable: false,
            ..field("message", "错误信息", Kind::Text)
        },
        shown("stack", "错误堆栈", Kind::Text),
        shown("happenedAt", "发生时间", Kind::Text),
        field("receivedAt", "上传时间", Kind::Time),
    ],
    keys: &["id"],
    actions: &[DETAIL],
    public: false,
};

/// 03 §3 "Transfer project": the private fund shares offered for transfer, for the market's
/// investors and staff (转让项目查询).
pub const TRANSFER_PROJECTS: Source = Source {
    name: "transferProjects",
    title: "转让项目",
    fields: &[
        field("projectAbbreviation", "项目简称", Kind::Text),
        field("bizSn", "项目编号", Kind::Text),
        coded("status", "项目状态", "projectStatus"),
        field("companyName", "基金名称", Kind::Text),
        field("holderName", "转让方", Kind::Text),
        Field {
            options: &UNION_STATUSES,
            ..field("unionStatus", "联合转让", Kind::Code)
        },
        field("shareTransfer", "转让份额", Kind::Shares),
        shown("lowPrice", "挂牌底价（元）", Kind::Money),
    ],
    keys: &["id"],
    actions: &[DETAIL],
    public: false,
};

/// 集中报价 (550224): the quotes recorded on the transfer projects (/queryPage/biddingTransaction).
pub const TRANSFER_QUOTES: Source = Source {
    name: "transferQuotes",
    title: "集中报价",
    fields: &[
        field("bizSn", "报价流水号", Kind::Text),
        field("projectAbbreviation", "项目简称", Kind::Text),
        field("companyName", "基金名称", Kind::Text),
        field("quoterName", "报价方", Kind::Text),
        shown("accountNumber", "登记账号", Kind::Text),
        shown("price", "报价价格（元/份）", Kind::Money),
        field("quantity", "报价数量（份）", Kind::Shares),
        field("quotedAt", "报价时间", Kind::Time),
    ],
    keys: &["id", "projectId", "bizSn"],
    actions: &[DETAIL],
    public: false,
};

/// A transfer project's union status (`1` a joint transfer).
pub const UNION_STATUSES: [(&str, &str); 2] = [("1", "是"), ("0", "否")];

pub const SOURCES: [&Source; 8] = [
    &COMPANIES,
    &HOLDINGS,
    &APPLICATIONS,
    &TASKS,
    &DISCLOSURES,
    &CLIENT_ERRORS,
    &TRANSFER_PROJECTS,
    &TRANSFER_QUOTES,
];

pub fn named(name: &str) -> Option<&'static Source> {
    SOURCES.into_iter().find(|s| s.name == name)
}
