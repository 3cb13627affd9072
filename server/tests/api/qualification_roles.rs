//! The qualification table's default rows (02 §4 "Rows marked default are locked", §6 "Role of
//! intermediary, investor, showcase company sets default qualification rows"): the market roles
//! the platform knows an enterprise holds come with its look-up as default rows, and a
//! registration without one of them, or with a role the platform does not know, is refused.

use serde_json::json;

use crate::helpers::TestApp;

const LOOKUP_MGR: &str = "/api/rem-registrationmgrweb/company/getCompanyAndLegalInfoMgr";

/// An institutional investor of the register (an institutional holder account under its
/// certificate), known to the outside registry, not to the platform's company register.
const XINCHENG: (&str, &str) = ("陕西新程投资有限公司", "91610000MA6TXC0009");
/// In the outside registry only, with no role on the platform.
const QINLING: (&str, &str) = ("陕西秦岭数据科技有限公司", "916101130MA6TXK0LD");

fn lookup(name: &str, number: &str) -> String {
    let query = serde_urlencoded::to_string([
        ("companyName", name),
        ("companyIdType", "11"),
        ("companyIdNumber", number),
    ])
    .unwrap();
    format!("{LOOKUP_MGR}?{query}")
}

fn investor_row() -> serde_json::Value {
    json!({"qualificationCategory": "1", "maketRole": "3", "qualificationStatus": "1", "isDefault": true})
}

// spec: 02§6.3 02§4.1
#[actix_rt::test]
async fn an_investor_enterprise_is_filled_with_its_investor_row_marked_default() {
    let app = TestApp::spawn().await;
    let staff = app.access_token("staff_first").await;
    let answer = app.get(&lookup(XINCHENG.0, XINCHENG.1), Some(&staff)).await;
    let info = &answer.assert_ok()["companyInfo"];
    assert_eq!(info["labelCsrcs"], json!([investor_row()]));

    let plain = app.get(&lookup(QINLING.0, QINLING.1), Some(&staff)).await;
    assert!(
        plain.assert_ok()["companyInfo"].get("labelCsrcs").is_none(),
        "an enterprise with no role on the platform gets no default row"
    );
}

#[actix_rt::test]
async fn a_registration_keeps_the_platforms_roles_and_claims_no_other() {
    let app = TestApp::spawn().await;
    let org = app.access_token("org_demo").await;
    let submit = |form: serde_json::Value| {
        let (app, org) = (&app, &org);
        async move {
            crate::support::submit(app, org, json!({"appId": "550001", "formData": form})).await
        }
    };

    // The investor's row dropped: refused, at the table.
    let mut form = crate::samples::registration_form(XINCHENG.0, XINCHENG.1, "830781");
    let dropped = submit(form.clone()).await;
    assert_eq!(dropped.status, 400, "{:?}", dropped.body);
    assert_eq!(
        dropped.msg(),
        "【资质信息】[市场角色-投资者] 资质由平台认定，不能删除或设为失效"
    );
    assert_eq!(dropped.data()["errors"][0]["field"], "labelCsrcs");

    // Set to expired: the same.
    let mut expired = investor_row();
    expired["qualificationStatus"] = json!("0");
    form["labelCsrcs"] = json!([expired]);
    let refused = submit(form.clone()).await;
    assert_eq!(refused.status, 400, "{:?}", refused.body);

    // Another enterprise claiming the investor role the platform does not know it holds.
    let mut claimed = crate::samples::registration_form(QINLING.0, QINLING.1, "830782");
    claimed["labelCsrcs"] =
        json!([{"qualificationCategory": "1", "maketRole": "3", "qualificationStatus": "1"}]);
    let claim = submit(claimed).await;
    assert_eq!(claim.status, 400, "{:?}", claim.body);
    assert_eq!(
        claim.msg(),
        "【资质类型】[市场角色-投资者] 资质不可选择，请修改"
    );

    // Kept as the look-up filled it: accepted.
    form["labelCsrcs"] = json!([investor_row()]);
    submit(form).await.assert_ok();
}
