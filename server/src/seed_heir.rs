//! A holder whose rights are not confirmed yet (comfirm = 0): 王磊 inherited 10,000 shares of
//! 秦创智能 from the founders' account and has not had them confirmed, so the businesses of
//! 01 §4 refuse him (N条股东信息未确权,需确权后方能办理业务). The shares move from the founders'
//! account, so the product's total stays.

use diesel::prelude::*;

use crate::{
    auth::{password, role::roles},
    db::DbConn,
    models::{position::Position, user::User},
    schema::{holder_accounts, user_holder_accounts, users},
    seed::{DEMO_PASSWORD, MAIN_TENANT},
};

const ACCOUNT: &str = "h-wanglei";
const INHERITED: i64 = 10_000;

pub fn seed(conn: &mut DbConn) -> anyhow::Result<()> {
    diesel::insert_into(holder_accounts::table)
        .values((
            holder_accounts::uuid.eq(ACCOUNT),
            holder_accounts::tenant_id.eq(MAIN_TENANT),
            holder_accounts::account_number.eq("2000000003"),
            holder_accounts::holder_name.eq("王磊"),
            holder_accounts::organ_type.eq(2),
            holder_accounts::holder_account_status.eq(1),
            holder_accounts::investor_expire_status.eq(0),
            holder_accounts::company_id.eq("c-qinchuang"),
            holder_accounts::product_id.eq("p-100001"),
            holder_accounts::cert_type.eq("1"),
            holder_accounts::certificate_no.eq("610103198803033333"),
            holder_accounts::rights_confirmed.eq(false),
        ))
        .execute(conn)?;
    if !Position::debit_free(conn, "h-founder-qc", "p-100001", INHERITED)? {
        anyhow::bail!("the founders' account lacks the inherited shares");
    }
    Position::credit(conn, ACCOUNT, "p-100001", INHERITED)?;
    let user = User {
        id: "u-heir_demo".into(),
        tenant_id: MAIN_TENANT.into(),
        account: "heir_demo".into(),
        name: "王磊".into(),
        password_hash: password::hash(DEMO_PASSWORD)?,
        role_name: roles::PERSONAL_INVESTOR.into(),
        landing_mode: "personalholder".into(),
        org_type: 1,
        mobile: Some("13800000000".into()),
        is_certified: true,
        has_applied: false,
    };
    diesel::insert_into(users::table)
        .values(&user)
        .execute(conn)?;
    diesel::insert_into(user_holder_accounts::table)
        .values((
            user_holder_accounts::user_id.eq(&user.id),
            user_holder_accounts::holder_uuid.eq(ACCOUNT),
        ))
        .execute(conn)?;
    Ok(())
}
