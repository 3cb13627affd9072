//! Opening an account on the platform (01 §7 "Session and account": `blade-user/register-guest`,
//! `userNonDs/registerAccount`; issue 21 item 1). A visitor proves the mobile with a code
//! (purpose `register`, sent after the slide code) and chooses what they are:
//!
//! - an investor (personal, institution or product) signs in as a visitor (`holderVisitor`)
//!   until the first registration account is opened through 550130/550131/550132, which moves
//!   them into the investor zone of their kind and ends their sessions (首次投资者开户需要重新登录！);
//! - an enterprise or a member signs in uncertified until the registration of their enterprise
//!   (550001/550114) or their membership (550012) completes (首次企业认证后需要重新登录！).
//!
//! The account name is the sign-in name, unique in the tenant; one mobile opens at most one
//! account of each kind in a tenant.

pub mod slide;

use diesel::prelude::*;

use crate::{auth::role::roles, db::DbConn, error::ApiError, models::user::User, schema::users};

/// The landing mode of an investor who has no registration account yet (01 §6).
pub const VISITOR_MODE: &str = "holderVisitor";

pub const ACCOUNT_TAKEN: &str = "账号已存在";
pub const MOBILE_TAKEN: &str = "该手机号码已注册过同类账号，请直接登录或找回密码";
pub const REGISTERED: &str = "注册成功，请登录";

/// What the visitor registers as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Enterprise,
    Member,
    PersonalInvestor,
    InstitutionInvestor,
    ProductInvestor,
}

impl Kind {
    /// The investor kinds by the holder's `organType` (02 §3: 1 organisation, 2 person,
    /// 3 product).
    pub fn investor(organ_type: &str) -> Option<Self> {
        match organ_type.trim() {
            "1" => Some(Self::InstitutionInvestor),
            "2" => Some(Self::PersonalInvestor),
            "3" => Some(Self::ProductInvestor),
            _ => None,
        }
    }

    /// `userType` of `registerAccount`.
    pub fn organisation(user_type: &str) -> Option<Self> {
        match user_type.trim() {
            "org" => Some(Self::Enterprise),
            "member" => Some(Self::Member),
            _ => None,
        }
    }

    pub fn role(self) -> &'static str {
        match self {
            Self::Enterprise => roles::ENTERPRISE,
            Self::Member => roles::MEMBER,
            Self::PersonalInvestor => roles::PERSONAL_INVESTOR,
            Self::InstitutionInvestor => roles::ORG_INVESTOR,
            Self::ProductInvestor => roles::PRODUCT_INVESTOR,
        }
    }

    /// Where the new account lands: investors as visitors until their first account opens.
    pub fn landing_mode(self) -> &'static str {
        match self {
            Self::Enterprise => "org",
            Self::Member => "member",
            _ => VISITOR_MODE,
        }
    }

    /// `orgType` of the user: 1 a person, 2 an organisation.
    pub fn org_type(self) -> i32 {
        match self {
            Self::PersonalInvestor => 1,
            _ => 2,
        }
    }

    /// How the name field is called on the screen, for its messages.
    pub fn name_label(self) -> &'static str {
        match self {
            Self::Enterprise => "企业名称",
            Self::Member => "会员名称",
            Self::PersonalInvestor => "姓名",
            Self::InstitutionInvestor => "机构名称",
            Self::ProductInvestor => "管理人名称",
        }
    }
}

/// 4 to 20 letters, digits or underscores, beginning with a letter: a sign-in name that reads
/// the same everywhere and is never a phone number.
pub fn check_account(raw: &str) -> Result<&str, ApiError> {
    let account = raw.trim();
    if account.is_empty() {
        return Err(ApiError::bad_request("请输入账号"));
    }
    let chars = account.chars().count();
    let shaped = account.starts_with(|c: char| c.is_ascii_alphabetic())
        && account
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_');
    if !(4..=20).contains(&chars) || !shaped {
        return Err(ApiError::bad_request(
            "账号须为4至20位字母、数字或下划线，并以字母开头",
        ));
    }
    Ok(account)
}

/// A name a registry accepts (01 §5 "Holder name"), at most 100 characters.
pub fn check_name(raw: &str, kind: Kind) -> Result<&str, ApiError> {
    let name = raw.trim();
    let label = kind.name_label();
    if name.is_empty() {
        return Err(ApiError::bad_request(format!("请输入{label}")));
    }
    if name.chars().count() > 100 {
        return Err(ApiError::bad_request(format!("{label}不能超过100个字符")));
    }
    let today = engine::validate::CalendarDate::new(2000, 1, 1)
        .unwrap_or_else(|| unreachable!("a valid date"));
    engine::validate::Format::HolderName
        .check(&serde_json::Value::String(name.to_owned()), today)
        .map_err(|m| ApiError::bad_request(format!("{label}{m}")))?;
    Ok(name)
}

/// One mobile opens at most one account of each kind (role) in a tenant: refused with
/// [`MOBILE_TAKEN`] when another account of `role` (not `except`, the user binding it) has it.
pub fn check_mobile_free(
    conn: &mut DbConn,
    tenant: &str,
    mobile: &str,
    role: &str,
    except: Option<&str>,
) -> Result<(), ApiError> {
    let same_kind: i64 = users::table
        .filter(users::tenant_id.eq(tenant))
        .filter(users::mobile.eq(mobile))
        .filter(users::role_name.eq(role))
        .filter(users::id.ne(except.unwrap_or_default()))
        .count()
        .get_result(conn)?;
    if same_kind > 0 {
        return Err(ApiError::bad_request(MOBILE_TAKEN));
    }
    Ok(())
}

/// A new account, checked.
pub struct NewAccount {
    pub tenant: String,
    pub account: String,
    pub name: String,
    pub mobile: String,
    pub kind: Kind,
    pub password_hash: String,
}

/// Creates the account, inside the caller's transaction (which also spends the code).
pub fn create(conn: &mut DbConn, new: NewAccount) -> Result<User, ApiError> {
    if User::find_by_account(conn, &new.tenant, &new.account)?.is_some() {
        return Err(ApiError::bad_request(ACCOUNT_TAKEN));
    }
    check_mobile_free(conn, &new.tenant, &new.mobile, new.kind.role(), None)?;
    let user = User {
        id: uuid::Uuid::new_v4().to_string(),
        tenant_id: new.tenant,
        account: new.account,
        name: new.name,
        password_hash: new.password_hash,
        role_name: new.kind.role().to_owned(),
        landing_mode: new.kind.landing_mode().to_owned(),
        org_type: new.kind.org_type(),
        mobile: Some(new.mobile),
        is_certified: false,
        has_applied: false,
        is_product_certified: false,
        status: User::ENABLED,
    };
    diesel::insert_into(users::table)
        .values(&user)
        .execute(conn)?;
    Ok(user)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_account_is_4_to_20_letters_digits_or_underscores_from_a_letter() {
        for good in ["abcd", "li_hua2026", "A234567890123456789_"] {
            assert_eq!(check_account(good).unwrap(), good);
        }
        for bad in [
            "abc",
            "1abcd",
            "13800000000",
            "li hua",
            "李华abc",
            "a23456789012345678901",
            "",
        ] {
            assert!(check_account(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_name_follows_the_holder_name_rule() {
        assert!(check_name("西安秦创智能科技（集团）有限公司", Kind::Enterprise).is_ok());
        assert_eq!(
            check_name("李 华", Kind::PersonalInvestor)
                .unwrap_err()
                .to_string(),
            "姓名请不要输入空格"
        );
        assert!(check_name("李华$", Kind::PersonalInvestor).is_err());
        assert_eq!(
            check_name(" ", Kind::Member).unwrap_err().to_string(),
            "请输入会员名称"
        );
    }

    #[test]
    fn investors_land_as_visitors_and_organisations_in_their_zone() {
        assert_eq!(Kind::investor("2"), Some(Kind::PersonalInvestor));
        assert_eq!(Kind::PersonalInvestor.landing_mode(), VISITOR_MODE);
        assert_eq!(
            Kind::organisation("member").map(Kind::landing_mode),
            Some("member")
        );
        assert_eq!(
            roles::landing(Kind::ProductInvestor.role()),
            Some(("productholder", 2))
        );
        assert_eq!(
            roles::landing(Kind::PersonalInvestor.role()),
            Some(("personalholder", 1))
        );
        assert_eq!(Kind::investor("4"), None);
    }
}
