//! Roles (what a user may do) and landing modes (which zone of the platform a user works in).

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// The landing mode decides the zone label, the dropdown entries and which context
/// (enterprise, registration account, product) the user works in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum LandingMode {
    /// Enterprise zone.
    Org,
    /// Member (intermediary) zone.
    Member,
    PersonalHolder,
    OrgHolder,
    ProductHolder,
    /// An investor registered without a registration account yet (`holderVisitor`): may
    /// apply for one (550130/550131/550132) and read the public pages.
    #[serde(rename = "holderVisitor")]
    HolderVisitor,
    /// Staff: approvers, analysts and administrators.
    Mgr,
}

impl LandingMode {
    pub fn parse(s: &str) -> Option<Self> {
        Some(match s {
            "org" => Self::Org,
            "member" => Self::Member,
            "personalholder" => Self::PersonalHolder,
            "orgholder" => Self::OrgHolder,
            "productholder" => Self::ProductHolder,
            "holderVisitor" => Self::HolderVisitor,
            "mgr" => Self::Mgr,
            _ => return None,
        })
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Org => "org",
            Self::Member => "member",
            Self::PersonalHolder => "personalholder",
            Self::OrgHolder => "orgholder",
            Self::ProductHolder => "productholder",
            Self::HolderVisitor => "holderVisitor",
            Self::Mgr => "mgr",
        }
    }

    /// Spec 01 §6: switching enterprise is for organisations (orgType 2) in the enterprise or
    /// member zone.
    pub fn may_switch_company(self, org_type: i32) -> bool {
        org_type == 2 && matches!(self, Self::Org | Self::Member)
    }

    /// Spec 01 §6: switching registration account is for the three investor zones.
    pub fn may_switch_holder(self) -> bool {
        matches!(
            self,
            Self::PersonalHolder | Self::OrgHolder | Self::ProductHolder
        )
    }
}

/// The role names stored on users and used to grant menus.
pub mod roles {
    pub const ENTERPRISE: &str = "enterprise";
    pub const MEMBER: &str = "member";
    pub const PERSONAL_INVESTOR: &str = "personal_investor";
    pub const ORG_INVESTOR: &str = "org_investor";
    pub const PRODUCT_INVESTOR: &str = "product_investor";
    pub const FIRST_REVIEWER: &str = "first_reviewer";
    pub const RECHECK_REVIEWER: &str = "recheck_reviewer";
    pub const ANALYST: &str = "analyst";
    pub const ADMINISTRATOR: &str = "administrator";

    /// Every role, in the order the role list shows them.
    pub const ALL: [&str; 9] = [
        ENTERPRISE,
        MEMBER,
        PERSONAL_INVESTOR,
        ORG_INVESTOR,
        PRODUCT_INVESTOR,
        FIRST_REVIEWER,
        RECHECK_REVIEWER,
        ANALYST,
        ADMINISTRATOR,
    ];

    /// The name a role is shown by.
    pub fn alias(role: &str) -> &'static str {
        match role {
            ENTERPRISE => "企业用户",
            MEMBER => "会员机构",
            PERSONAL_INVESTOR => "个人投资者",
            ORG_INVESTOR => "机构投资者",
            PRODUCT_INVESTOR => "产品投资者",
            FIRST_REVIEWER => "初审岗",
            RECHECK_REVIEWER => "复核岗",
            ANALYST => "业务分析员",
            ADMINISTRATOR => "平台管理员",
            _ => "用户",
        }
    }

    /// The landing mode and organisation type (1 person, 2 organisation) a user of the role
    /// signs in with; none for a name that is no role.
    pub fn landing(role: &str) -> Option<(&'static str, i32)> {
        match role {
            ENTERPRISE => Some(("org", 2)),
            MEMBER => Some(("member", 2)),
            PERSONAL_INVESTOR => Some(("personalholder", 1)),
            ORG_INVESTOR => Some(("orgholder", 2)),
            PRODUCT_INVESTOR => Some(("productholder", 2)),
            FIRST_REVIEWER | RECHECK_REVIEWER | ANALYST | ADMINISTRATOR => Some(("mgr", 1)),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::LandingMode::{self, *};

    #[test]
    fn a_role_signs_in_as_the_seeded_users_of_the_role_do() {
        let users: Vec<serde_json::Value> =
            serde_json::from_str(include_str!("../seed/fixtures/users.json")).unwrap();
        assert!(users.len() >= super::roles::ALL.len());
        for user in &users {
            let role = user["role"].as_str().unwrap();
            let expected = (
                user["mode"].as_str().unwrap(),
                user["org_type"].as_i64().unwrap() as i32,
            );
            assert_eq!(super::roles::landing(role), Some(expected), "{user}");
        }
        for role in super::roles::ALL {
            let (mode, _) = super::roles::landing(role).unwrap();
            assert!(LandingMode::parse(mode).is_some(), "{role} lands on {mode}");
        }
        assert_eq!(super::roles::landing("root"), None);
    }

    #[test]
    fn landing_modes_round_trip_through_their_names() {
        for mode in [
            Org,
            Member,
            PersonalHolder,
            OrgHolder,
            ProductHolder,
            HolderVisitor,
            Mgr,
        ] {
            assert_eq!(LandingMode::parse(mode.as_str()), Some(mode));
        }
        assert_eq!(LandingMode::parse("holdervisitor"), None);
    }

    #[test]
    fn only_organisations_in_the_enterprise_or_member_zone_switch_company() {
        assert!(Org.may_switch_company(2));
        assert!(Member.may_switch_company(2));
        assert!(!Org.may_switch_company(1));
        assert!(!PersonalHolder.may_switch_company(2));
        assert!(!Mgr.may_switch_company(2));
    }

    #[test]
    fn only_investors_switch_registration_account() {
        assert!(PersonalHolder.may_switch_holder());
        assert!(OrgHolder.may_switch_holder());
        assert!(ProductHolder.may_switch_holder());
        assert!(!Org.may_switch_holder());
        assert!(!Mgr.may_switch_holder());
    }
}
