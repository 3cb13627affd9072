//! Demo data, loaded on start when `PLATFORM_SEED_DEMO` is on. Each named set loads once, in
//! one transaction, and is recorded in `demo_seeds`; a later issue adds its own set.
//!
//! Every demo user's password is `Demo#2026` (listed in the README).

use diesel::prelude::*;

use crate::{
    auth::{password, role::roles},
    db::DbConn,
    models::{
        company::Company,
        dictionary::DictEntry,
        holder_account::HolderAccount,
        menu::{Menu, CATEGORY_BUTTON, CATEGORY_MENU},
        param::Param,
        product::Product,
        tenant::Tenant,
        user::User,
    },
    schema::{
        companies, demo_seeds, dict_biz, holder_accounts, menus, param_biz, products, role_menus,
        tenants, user_companies, user_holder_accounts, users,
    },
};

pub const DEMO_PASSWORD: &str = "Demo#2026";
pub const MAIN_TENANT: &str = "000000";
/// A second tenant, so that tenant isolation can be seen and tested.
pub const DALIAN_TENANT: &str = "116000";

type Seed = fn(&mut DbConn) -> anyhow::Result<()>;

const SEEDS: &[(&str, Seed)] = &[
    ("foundation", foundation),
    ("regions", crate::seed_regions::seed),
    ("register", crate::seed_register::seed),
    ("showcase", crate::seed_showcase::seed),
    // Entries added to foundation's lists after databases had loaded it: blockchain.isOpen
    // and the chain_verify button. A later addition names a new set running the same function.
    ("foundation-additions-1", foundation_additions),
    ("declarations", crate::seed_declarations::seed),
    ("unconfirmed-heir", crate::seed_heir::seed),
    ("showcase-registers", crate::seed_registers::seed),
    ("studio-analysts-only", studio_analysts_only),
];

pub fn run(conn: &mut DbConn) -> anyhow::Result<()> {
    for (name, seed) in SEEDS {
        conn.transaction(|conn| {
            let done: i64 = demo_seeds::table
                .filter(demo_seeds::name.eq(name))
                .count()
                .get_result(conn)?;
            if done == 0 {
                seed(conn)?;
                diesel::insert_into(demo_seeds::table)
                    .values(demo_seeds::name.eq(name))
                    .execute(conn)?;
                tracing::info!(seed = name, "demo data loaded");
            }
            Ok::<_, anyhow::Error>(())
        })?;
    }
    Ok(())
}

struct DemoUser {
    account: &'static str,
    name: &'static str,
    role: &'static str,
    mode: &'static str,
    org_type: i32,
    tenant: &'static str,
    companies: &'static [&'static str],
    accounts: &'static [&'static str],
}

const USERS: &[DemoUser] = &[
    DemoUser {
        account: "org_demo",
        name: "李娜",
        role: roles::ENTERPRISE,
        mode: "org",
        org_type: 2,
        tenant: MAIN_TENANT,
        companies: &["c-qinchuang", "c-qujiang"],
        accounts: &[],
    },
    DemoUser {
        account: "member_demo",
        name: "赵强",
        role: roles::MEMBER,
        mode: "member",
        org_type: 2,
        tenant: MAIN_TENANT,
        companies: &["c-changan-sec"],
        accounts: &[],
    },
    DemoUser {
        account: "personal_demo",
        name: "张伟",
        role: roles::PERSONAL_INVESTOR,
        mode: "personalholder",
        org_type: 1,
        tenant: MAIN_TENANT,
        companies: &[],
        accounts: &["h-zhangwei-1", "h-zhangwei-2"],
    },
    DemoUser {
        account: "orgholder_demo",
        name: "陕西丝路投资管理有限公司",
        role: roles::ORG_INVESTOR,
        mode: "orgholder",
        org_type: 2,
        tenant: MAIN_TENANT,
        companies: &[],
        accounts: &["h-silk-road"],
    },
    DemoUser {
        account: "product_demo",
        name: "秦岭资本管理有限公司",
        role: roles::PRODUCT_INVESTOR,
        mode: "productholder",
        org_type: 2,
        tenant: MAIN_TENANT,
        companies: &[],
        accounts: &["h-fund-1", "h-fund-2"],
    },
    DemoUser {
        account: "staff_first",
        name: "陈初审",
        role: roles::FIRST_REVIEWER,
        mode: "mgr",
        org_type: 1,
        tenant: MAIN_TENANT,
        companies: &[],
        accounts: &[],
    },
    DemoUser {
        account: "staff_recheck",
        name: "刘复核",
        role: roles::RECHECK_REVIEWER,
        mode: "mgr",
        org_type: 1,
        tenant: MAIN_TENANT,
        companies: &[],
        accounts: &[],
    },
    DemoUser {
        account: "analyst_demo",
        name: "周分析",
        role: roles::ANALYST,
        mode: "mgr",
        org_type: 1,
        tenant: MAIN_TENANT,
        companies: &[],
        accounts: &[],
    },
    DemoUser {
        account: "admin",
        name: "系统管理员",
        role: roles::ADMINISTRATOR,
        mode: "mgr",
        org_type: 1,
        tenant: MAIN_TENANT,
        companies: &[],
        accounts: &[],
    },
    DemoUser {
        account: "dl_org_demo",
        name: "孙悦",
        role: roles::ENTERPRISE,
        mode: "org",
        org_type: 2,
        tenant: DALIAN_TENANT,
        companies: &["c-dl-harbour"],
        accounts: &[],
    },
];

/// (id, tenant, name, short name, code)
const COMPANIES: &[(&str, &str, &str, &str, &str)] = &[
    (
        "c-qinchuang",
        MAIN_TENANT,
        "西安秦创智能科技股份有限公司",
        "秦创智能",
        "100001",
    ),
    (
        "c-qujiang",
        MAIN_TENANT,
        "西安曲江文旅发展有限公司",
        "曲江文旅",
        "100002",
    ),
    (
        "c-xixian",
        MAIN_TENANT,
        "西咸新区新能源科技股份有限公司",
        "西咸新能",
        "100003",
    ),
    (
        "c-changan-sec",
        MAIN_TENANT,
        "长安证券服务有限公司",
        "长安证券",
        "M00001",
    ),
    (
        "c-dl-harbour",
        DALIAN_TENANT,
        "大连港湾科技有限公司",
        "港湾科技",
        "200001",
    ),
];

/// (id, tenant, issuing company, code, name): equity products of the enterprises and the
/// investment products that hold shares.
const PRODUCTS: &[(&str, &str, Option<&str>, &str, &str)] = &[
    (
        "p-100001",
        MAIN_TENANT,
        Some("c-qinchuang"),
        "100001",
        "秦创智能股权",
    ),
    (
        "p-100003",
        MAIN_TENANT,
        Some("c-xixian"),
        "100003",
        "西咸新能股权",
    ),
    (
        "p-fund-1",
        MAIN_TENANT,
        None,
        "SX0001",
        "秦岭成长一号私募股权投资基金",
    ),
    (
        "p-fund-2",
        MAIN_TENANT,
        None,
        "SX0002",
        "渭河稳健二号私募股权投资基金",
    ),
];

/// (uuid, account number, holder name, organType, organTypeId, status, company, product)
#[allow(clippy::type_complexity)]
const ACCOUNTS: &[(&str, &str, &str, i32, Option<&str>, i32, &str, Option<&str>)] = &[
    (
        "h-zhangwei-1",
        "2000000001",
        "张伟",
        2,
        None,
        1,
        "c-qinchuang",
        Some("p-100001"),
    ),
    (
        "h-zhangwei-2",
        "2000000002",
        "张伟",
        2,
        None,
        1,
        "c-xixian",
        Some("p-100003"),
    ),
    (
        "h-silk-road",
        "1000000001",
        "陕西丝路投资管理有限公司",
        1,
        None,
        1,
        "c-qinchuang",
        Some("p-100001"),
    ),
    (
        "h-fund-1",
        "3000000001",
        "秦岭成长一号私募股权投资基金",
        3,
        Some("p-fund-1"),
        1,
        "c-qinchuang",
        None,
    ),
    (
        "h-fund-2",
        "3000000002",
        "渭河稳健二号私募股权投资基金",
        3,
        Some("p-fund-2"),
        3,
        "c-xixian",
        None,
    ),
];

const INVESTORS: &[&str] = &[
    roles::PERSONAL_INVESTOR,
    roles::ORG_INVESTOR,
    roles::PRODUCT_INVESTOR,
];
const APPLICANTS: &[&str] = &[roles::ENTERPRISE, roles::MEMBER, roles::ADMINISTRATOR];
const STAFF: &[&str] = &[
    roles::FIRST_REVIEWER,
    roles::RECHECK_REVIEWER,
    roles::ANALYST,
    roles::ADMINISTRATOR,
];
const EVERYONE: &[&str] = &[
    roles::ENTERPRISE,
    roles::MEMBER,
    roles::PERSONAL_INVESTOR,
    roles::ORG_INVESTOR,
    roles::PRODUCT_INVESTOR,
    roles::FIRST_REVIEWER,
    roles::RECHECK_REVIEWER,
    roles::ANALYST,
    roles::ADMINISTRATOR,
];

/// (code, parent code, name, path, icon, sort, roles)
#[allow(clippy::type_complexity)]
const MENUS: &[(&str, Option<&str>, &str, &str, &str, i32, &[&str])] = &[
    (
        "workbench",
        None,
        "工作台",
        "/wel/index",
        "DesktopOutlined",
        1,
        EVERYONE,
    ),
    (
        "business",
        None,
        "业务办理",
        "/business",
        "AppstoreOutlined",
        2,
        &[
            roles::ENTERPRISE,
            roles::MEMBER,
            roles::PERSONAL_INVESTOR,
            roles::ORG_INVESTOR,
            roles::PRODUCT_INVESTOR,
            roles::ADMINISTRATOR,
        ],
    ),
    (
        "business_apply",
        Some("business"),
        "登记托管",
        "/businessApply",
        "FileAddOutlined",
        1,
        APPLICANTS,
    ),
    (
        "listing_business",
        Some("business"),
        "挂牌业务",
        "/gpywbl",
        "RiseOutlined",
        2,
        &[roles::ENTERPRISE, roles::ADMINISTRATOR],
    ),
    (
        "my_applications",
        Some("business"),
        "我的申请",
        "/queryPage/bizApplication2",
        "UnorderedListOutlined",
        3,
        &[
            roles::ENTERPRISE,
            roles::MEMBER,
            roles::PERSONAL_INVESTOR,
            roles::ORG_INVESTOR,
            roles::PRODUCT_INVESTOR,
            roles::ADMINISTRATOR,
        ],
    ),
    (
        "approval",
        None,
        "审批管理",
        "/approval",
        "AuditOutlined",
        3,
        STAFF,
    ),
    (
        "my_todos",
        Some("approval"),
        "我的待办",
        "/queryPage/bjotcTaskItem2",
        "CheckSquareOutlined",
        1,
        STAFF,
    ),
    (
        "process_query",
        Some("approval"),
        "流程查询",
        "/queryPage/processQuery2",
        "SearchOutlined",
        2,
        STAFF,
    ),
    (
        "register",
        None,
        "股东名册",
        "/register",
        "TeamOutlined",
        4,
        APPLICANTS,
    ),
    (
        "holder_positions",
        Some("register"),
        "股东持股信息",
        "/gd/wdcgxx",
        "PieChartOutlined",
        1,
        APPLICANTS,
    ),
    (
        "company_admin",
        Some("register"),
        "企业管理",
        "/companyAdmin",
        "BankOutlined",
        2,
        &[roles::ENTERPRISE, roles::ADMINISTRATOR],
    ),
    (
        "account",
        None,
        "我的账户",
        "/account",
        "WalletOutlined",
        5,
        INVESTORS,
    ),
    (
        "capital",
        Some("account"),
        "账户总览",
        "/capital",
        "FundOutlined",
        1,
        INVESTORS,
    ),
    (
        "my_holdings",
        Some("account"),
        "我的持股信息",
        "/gd/wdcgxx",
        "PieChartOutlined",
        2,
        INVESTORS,
    ),
    (
        "share_positions",
        Some("account"),
        "持仓明细",
        "/sharePositionDetail",
        "BarChartOutlined",
        2,
        INVESTORS,
    ),
    (
        "confirmation",
        Some("account"),
        "股权确权",
        "/confimation",
        "SafetyCertificateOutlined",
        3,
        INVESTORS,
    ),
    (
        "block_chain",
        None,
        "区块链存证",
        "/blockChain",
        "LinkOutlined",
        6,
        &[
            roles::ENTERPRISE,
            roles::MEMBER,
            roles::PERSONAL_INVESTOR,
            roles::ORG_INVESTOR,
            roles::PRODUCT_INVESTOR,
            roles::FIRST_REVIEWER,
            roles::RECHECK_REVIEWER,
            roles::ADMINISTRATOR,
        ],
    ),
    (
        "studio",
        None,
        "流程与表单",
        "/studio",
        "ApartmentOutlined",
        7,
        &[roles::ANALYST],
    ),
    (
        "form_design",
        Some("studio"),
        "表单设计",
        "/formDesign",
        "FormOutlined",
        1,
        &[roles::ANALYST],
    ),
    (
        "query_config",
        Some("studio"),
        "查询配置",
        "/queryConfig/add",
        "SettingOutlined",
        2,
        &[roles::ANALYST],
    ),
    (
        "security_center",
        None,
        "安全中心",
        "/securityCenter",
        "LockOutlined",
        9,
        EVERYONE,
    ),
];

/// (code, name, roles): button permissions.
const BUTTONS: &[(&str, &str, &[&str])] = &[
    (
        "apply_submit",
        "提交申请",
        &[
            roles::ENTERPRISE,
            roles::MEMBER,
            roles::PERSONAL_INVESTOR,
            roles::ORG_INVESTOR,
            roles::PRODUCT_INVESTOR,
        ],
    ),
    (
        "apply_withdraw",
        "撤回申请",
        &[
            roles::ENTERPRISE,
            roles::MEMBER,
            roles::PERSONAL_INVESTOR,
            roles::ORG_INVESTOR,
            roles::PRODUCT_INVESTOR,
        ],
    ),
    (
        "task_approve",
        "审批通过",
        &[roles::FIRST_REVIEWER, roles::RECHECK_REVIEWER],
    ),
    (
        "task_return",
        "退回修改",
        &[roles::FIRST_REVIEWER, roles::RECHECK_REVIEWER],
    ),
    (
        "task_reject",
        "审批拒绝",
        &[roles::FIRST_REVIEWER, roles::RECHECK_REVIEWER],
    ),
    ("definition_publish", "发布流程与表单", &[roles::ANALYST]),
    // the callers blockChain/verify accepts
    (
        "chain_verify",
        "存证校验",
        &[
            roles::FIRST_REVIEWER,
            roles::RECHECK_REVIEWER,
            roles::ADMINISTRATOR,
        ],
    ),
    ("tenant_manage", "租户管理", &[roles::ADMINISTRATOR]),
];

/// (tenant, code, [(key, value)]): business dictionaries.
#[allow(clippy::type_complexity)]
const DICTIONARIES: &[(&str, &str, &[(&str, &str)])] = &[
    (
        MAIN_TENANT,
        "organType",
        &[("1", "机构"), ("2", "个人"), ("3", "产品")],
    ),
    (
        MAIN_TENANT,
        "holderAccountStatus",
        &[
            ("0", "未开户"),
            ("1", "正常"),
            ("2", "已销户"),
            ("3", "冻结"),
        ],
    ),
    (
        MAIN_TENANT,
        "companyType",
        &[
            ("1", "有限责任公司"),
            ("2", "股份有限公司"),
            ("3", "有限合伙企业"),
        ],
    ),
    (
        MAIN_TENANT,
        "personCertType",
        &[
            ("1", "居民身份证"),
            ("2", "护照"),
            ("3", "港澳居民来往内地通行证"),
            ("4", "台湾居民来往大陆通行证"),
            ("5", "外国人永久居留身份证"),
        ],
    ),
    (
        MAIN_TENANT,
        "organTypeValidator",
        &[
            ("11", "统一社会信用代码"),
            ("12", "营业执照"),
            ("13", "组织机构代码证"),
        ],
    ),
    (
        MAIN_TENANT,
        "productInfoIdType",
        &[("21", "产品备案编码"), ("22", "统一社会信用代码")],
    ),
    (DALIAN_TENANT, "organType", &[("1", "机构"), ("2", "个人")]),
    (
        DALIAN_TENANT,
        "companyType",
        &[("1", "有限责任公司"), ("2", "股份有限公司")],
    ),
];

/// (tenant, key, value, name): business parameters.
const PARAMS: &[(&str, &str, &str, &str)] = &[
    (MAIN_TENANT, "freeze.notice.switch", "1", "冻结公告开关"),
    (MAIN_TENANT, "pledge.notice.switch", "1", "质押公告开关"),
    (MAIN_TENANT, "platform.hotline", "029-88888888", "服务热线"),
    (MAIN_TENANT, "blockchain.isOpen", "true", "区块链存证开关"),
    (DALIAN_TENANT, "blockchain.isOpen", "true", "区块链存证开关"),
    (DALIAN_TENANT, "freeze.notice.switch", "0", "冻结公告开关"),
    (DALIAN_TENANT, "pledge.notice.switch", "0", "质押公告开关"),
    (
        DALIAN_TENANT,
        "platform.hotline",
        "0411-88888888",
        "服务热线",
    ),
];

fn foundation(conn: &mut DbConn) -> anyhow::Result<()> {
    for (tenant_id, tenant_name, domain) in [
        (MAIN_TENANT, "区域股权服务平台", "localhost"),
        (DALIAN_TENANT, "大连区域股权服务平台", "dalian.localhost"),
    ] {
        let tenant = Tenant {
            tenant_id: tenant_id.into(),
            tenant_name: tenant_name.into(),
            domain: Some(domain.into()),
        };
        diesel::insert_into(tenants::table)
            .values(&tenant)
            .execute(conn)?;
    }
    for &(id, tenant, name, short, code) in COMPANIES {
        let company = Company {
            id: id.into(),
            tenant_id: tenant.into(),
            name: name.into(),
            short_name: Some(short.into()),
            code: Some(code.into()),
        };
        diesel::insert_into(companies::table)
            .values(&company)
            .execute(conn)?;
    }
    for &(id, tenant, company, code, name) in PRODUCTS {
        let product = Product {
            id: id.into(),
            tenant_id: tenant.into(),
            company_id: company.map(Into::into),
            product_code: code.into(),
            name: name.into(),
        };
        diesel::insert_into(products::table)
            .values(&product)
            .execute(conn)?;
    }
    for &(uuid, number, holder, organ_type, organ_type_id, status, company, product) in ACCOUNTS {
        let account = HolderAccount {
            uuid: uuid.into(),
            tenant_id: MAIN_TENANT.into(),
            account_number: number.into(),
            holder_name: holder.into(),
            organ_type,
            organ_type_id: organ_type_id.map(Into::into),
            holder_account_status: status,
            investor_expire_status: 0,
            company_id: Some(company.into()),
            product_id: product.map(Into::into),
        };
        diesel::insert_into(holder_accounts::table)
            .values(&account)
            .execute(conn)?;
    }
    for demo in USERS {
        let user = User {
            id: format!("u-{}", demo.account),
            tenant_id: demo.tenant.into(),
            account: demo.account.into(),
            name: demo.name.into(),
            password_hash: password::hash(DEMO_PASSWORD)?,
            role_name: demo.role.into(),
            landing_mode: demo.mode.into(),
            org_type: demo.org_type,
            mobile: Some("13800000000".into()),
            is_certified: true,
            has_applied: false,
        };
        diesel::insert_into(users::table)
            .values(&user)
            .execute(conn)?;
        for company in demo.companies {
            diesel::insert_into(user_companies::table)
                .values((
                    user_companies::user_id.eq(&user.id),
                    user_companies::company_id.eq(company),
                ))
                .execute(conn)?;
        }
        for account in demo.accounts {
            diesel::insert_into(user_holder_accounts::table)
                .values((
                    user_holder_accounts::user_id.eq(&user.id),
                    user_holder_accounts::holder_uuid.eq(account),
                ))
                .execute(conn)?;
        }
    }
    seed_menus(conn)?;
    for &(tenant, code, items) in DICTIONARIES {
        for (sort, &(key, value)) in items.iter().enumerate() {
            let entry = DictEntry {
                id: format!("{tenant}-{code}-{key}"),
                tenant_id: tenant.into(),
                code: code.into(),
                dict_key: key.into(),
                dict_value: value.into(),
                sort: sort as i32,
            };
            diesel::insert_into(dict_biz::table)
                .values(&entry)
                .execute(conn)?;
        }
    }
    for param in params() {
        diesel::insert_into(param_biz::table)
            .values(&param)
            .execute(conn)?;
    }
    Ok(())
}

fn params() -> impl Iterator<Item = Param> {
    PARAMS.iter().map(|&(tenant, key, value, name)| Param {
        id: format!("{tenant}-{key}"),
        tenant_id: tenant.into(),
        param_key: key.into(),
        param_value: value.into(),
        param_name: name.into(),
    })
}

/// The menus and buttons with the roles that see them.
fn menu_entries() -> impl Iterator<Item = (Menu, &'static [&'static str])> {
    let menus = MENUS
        .iter()
        .map(|&(code, parent, name, path, icon, sort, roles)| {
            (code, parent, name, path, icon, sort, CATEGORY_MENU, roles)
        });
    let buttons = BUTTONS.iter().enumerate().map(|(i, &(code, name, roles))| {
        (code, None, name, "", "", i as i32, CATEGORY_BUTTON, roles)
    });
    menus
        .chain(buttons)
        .map(|(code, parent, name, path, icon, sort, category, roles)| {
            let menu = Menu {
                id: format!("m-{code}"),
                parent_id: parent.map(|p| format!("m-{p}")),
                code: code.into(),
                name: name.into(),
                alias: code.into(),
                path: path.into(),
                source: icon.into(),
                sort,
                category,
                is_open: 1,
            };
            (menu, roles)
        })
}

fn seed_menus(conn: &mut DbConn) -> anyhow::Result<()> {
    for (menu, roles) in menu_entries() {
        insert_menu(conn, &menu, roles)?;
    }
    Ok(())
}

fn insert_menu(conn: &mut DbConn, menu: &Menu, roles: &[&str]) -> QueryResult<()> {
    diesel::insert_into(menus::table)
        .values(menu)
        .execute(conn)?;
    for role in roles {
        diesel::insert_into(role_menus::table)
            .values((
                role_menus::role_name.eq(role),
                role_menus::menu_id.eq(&menu.id),
            ))
            .execute(conn)?;
    }
    Ok(())
}

/// The studio is the analysts' alone (its calls refuse everyone else): databases seeded when
/// the administrator also saw its menus lose those entries.
fn studio_analysts_only(conn: &mut DbConn) -> anyhow::Result<()> {
    diesel::delete(
        role_menus::table
            .filter(role_menus::role_name.ne(roles::ANALYST))
            .filter(role_menus::menu_id.eq_any(["m-studio", "m-form_design", "m-query_config"])),
    )
    .execute(conn)?;
    Ok(())
}

/// Inserts the parameters, menus and buttons of foundation's lists that a database seeded
/// before they were added lacks; a database seeded since has them all and is left alone.
fn foundation_additions(conn: &mut DbConn) -> anyhow::Result<()> {
    for param in params() {
        let present: i64 = param_biz::table
            .filter(param_biz::id.eq(&param.id))
            .count()
            .get_result(conn)?;
        if present == 0 {
            diesel::insert_into(param_biz::table)
                .values(&param)
                .execute(conn)?;
        }
    }
    for (menu, roles) in menu_entries() {
        let present: i64 = menus::table
            .filter(menus::id.eq(&menu.id))
            .count()
            .get_result(conn)?;
        if present == 0 {
            insert_menu(conn, &menu, roles)?;
        }
    }
    Ok(())
}
