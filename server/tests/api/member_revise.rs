//! 会员信息变更 550013 (/process/memberReviseApplys): the form starts from the member firm the
//! applicant registered, a member without one is sent to 550012 first, the approved values
//! become the member row at the recheck, and only the firm's owner or staff (of its tenant)
//! may revise it.

use serde_json::{json, Value};

use crate::helpers::{Answer, TestApp};
use crate::support::{decide, people, submit, submitted};

const OPEN: &str =
    "/api/rem-registrationbizweb/otc-flow/workflowform/detail?appId=550013&nodeId=apply";

fn sql(app: &TestApp, statement: &str) {
    use diesel::RunQueryDsl;
    let mut conn = app.state.pool.get().unwrap();
    diesel::sql_query(statement).execute(&mut conn).unwrap();
}

/// The member row: (name, member type, contact phone, address, intro).
fn member(app: &TestApp, id: &str) -> (String, String, String, String, String) {
    use diesel::prelude::*;
    use server::schema::members as m;
    let mut conn = app.state.pool.get().unwrap();
    m::table
        .find(id)
        .select((
            m::name,
            m::member_type,
            m::contact_phone,
            m::address,
            m::intro,
        ))
        .first(&mut conn)
        .unwrap()
}

fn revision(code: Option<&str>, name: &str) -> Value {
    let mut form = json!({
        "memberName": name, "memberType": "3", "contactPhone": "029-81234567",
        "address": "西安市雁塔区科技路1号", "intro": "专业服务机构，提供挂牌推荐与持续督导。",
        "jbrName": "赵强", "jbrPhone": "13800000001", "reviseReason": "机构更名及地址变更",
    });
    if let Some(code) = code {
        form["memberCode"] = json!(code);
    }
    form
}

async fn apply(app: &TestApp, token: &str, form: Value) -> Answer {
    submit(app, token, json!({ "appId": "550013", "formData": form })).await
}

#[actix_rt::test]
async fn a_member_revises_its_firm_from_the_register_and_the_recheck_writes_it() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let token = app.access_token("member_demo").await;
    let before = member(&app, "member-000");
    // the form starts from the firm as the register holds it
    let opened = app.get(OPEN, Some(&token)).await;
    let defaults = opened.assert_ok()["defaults"].clone();
    assert_eq!(defaults["memberName"], json!(before.0));
    assert_eq!(defaults["memberCode"], "M00001");
    assert_eq!(defaults["contactPhone"], json!(before.2));
    let uuid = submitted(
        &app,
        &token,
        json!({ "appId": "550013", "formData": revision(None, "长安证券服务（陕西）有限公司") }),
    )
    .await;
    decide(&app, &p.first, &uuid, "approve", "审批处理：同意")
        .await
        .assert_ok();
    assert_eq!(
        member(&app, "member-000"),
        before,
        "nothing before the recheck"
    );
    decide(&app, &p.recheck, &uuid, "approve", "审批处理：同意")
        .await
        .assert_ok();
    assert_eq!(
        member(&app, "member-000"),
        (
            "长安证券服务（陕西）有限公司".to_owned(),
            "3".to_owned(),
            "029-81234567".to_owned(),
            "西安市雁塔区科技路1号".to_owned(),
            "专业服务机构，提供挂牌推荐与持续督导。".to_owned()
        )
    );
}

#[actix_rt::test]
async fn a_member_without_a_registered_firm_is_sent_to_the_member_application_first() {
    let app = TestApp::spawn().await;
    sql(
        &app,
        "UPDATE members SET owner_user_id = NULL WHERE id = 'member-000'",
    );
    let token = app.access_token("member_demo").await;
    let refused = app.get(OPEN, Some(&token)).await;
    refused.assert_failure(400, "您尚未登记会员信息，请先办理会员申请");
    assert_eq!(refused.data()["redirectAppId"], "550012");
    // an investor may not start it at all
    let investor = app.access_token("personal_demo").await;
    app.get(OPEN, Some(&investor))
        .await
        .assert_failure(400, "当前身份不能办理该业务");
}

#[actix_rt::test]
async fn only_the_owner_or_staff_of_its_tenant_revise_a_firm_and_a_name_stays_unique() {
    let app = TestApp::spawn().await;
    let staff = app.access_token("admin").await;
    let member_demo = app.access_token("member_demo").await;
    // another firm of the tenant, with a code, owned by nobody
    sql(
        &app,
        "UPDATE members SET member_code = 'M00077' WHERE id = \
         (SELECT id FROM members WHERE tenant_id = '000000' AND id <> 'member-000' ORDER BY id LIMIT 1)",
    );
    let (other, other_name): (String, String) = {
        use diesel::prelude::*;
        use server::schema::members as m;
        let mut conn = app.state.pool.get().unwrap();
        m::table
            .filter(m::member_code.eq("M00077"))
            .select((m::id, m::name))
            .first(&mut conn)
            .unwrap()
    };
    let before = member(&app, &other);
    apply(&app, &member_demo, revision(Some("M00077"), "新名称会员"))
        .await
        .assert_failure(403, &format!("申请人不能为会员{other_name}办理该业务"));
    // a name another firm holds
    let own_name = member(&app, "member-000").0;
    apply(&app, &staff, revision(Some("M00077"), &own_name))
        .await
        .assert_failure(400, &format!("会员{own_name}已存在"));
    apply(&app, &staff, revision(Some("M99999"), "新名称会员"))
        .await
        .assert_failure(400, "会员代码M99999不存在");
    // 大连's member is not 000000's staff's to revise
    sql(
        &app,
        "INSERT INTO members (id, tenant_id, name, member_type, intro, address, contact_phone, join_date, sort, member_code) \
         VALUES ('dl-member', '116000', '大连会员机构', '1', '', '', '0411-1', '2024-01-01', 1, 'DL0001')",
    );
    apply(&app, &staff, revision(Some("DL0001"), "大连新名称"))
        .await
        .assert_failure(400, "会员代码DL0001不存在");
    assert_eq!(member(&app, &other), before);
    assert_eq!(member(&app, "dl-member").0, "大连会员机构");
    // staff revise it by its code
    let p = people(&app).await;
    let uuid = submitted(
        &app,
        &staff,
        json!({ "appId": "550013", "formData": revision(Some("M00077"), "新名称会员") }),
    )
    .await;
    decide(&app, &p.first, &uuid, "approve", "同意")
        .await
        .assert_ok();
    decide(&app, &p.recheck, &uuid, "approve", "同意")
        .await
        .assert_ok();
    assert_eq!(member(&app, &other).0, "新名称会员");
}
