//! `POST /api/rem-registrationbizweb/eContract/seal/register`: the enterprise registers an
//! electronic seal with the e-contract provider from an image it uploaded
//! (`put-file-attach`, PNG or JPG, at most 2 MB): name (a name field, 02 §5, at most 30,
//! unique in the enterprise), kind (公章, 合同专用章, 财务专用章, 法定代表人名章). The seal is
//! enabled at once; the registration is audited.

use actix_web::{post, web};
use serde::Deserialize;
use utoipa::ToSchema;

use super::support::{own_company, SealView};
use crate::{
    auth::current_user::CurrentUser,
    db::transaction,
    econtract::seals::{self, NewSeal, SEAL_TYPES},
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    routes::company_manage::support::check_name,
    state::AppState,
};

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SealRegisterBody {
    /// Default the current enterprise.
    pub company_id: Option<String>,
    pub seal_name: Option<String>,
    /// 1 公章, 2 合同专用章, 3 财务专用章, 4 法定代表人名章.
    pub seal_type: Option<String>,
    /// The uploaded image.
    pub attach_id: Option<String>,
    /// The enterprise's certificate, asked only when the register holds none (checked with the
    /// business registry under the enterprise's name).
    pub id_type: Option<String>,
    pub id_number: Option<String>,
}

fn given(text: Option<String>) -> Option<String> {
    text.map(|t| t.trim().to_owned()).filter(|t| !t.is_empty())
}

fn checked(body: &mut SealRegisterBody) -> Result<NewSeal, ApiError> {
    let name = given(body.seal_name.take())
        .ok_or_else(|| ApiError::bad_request("请输入印章名称").at_field("sealName", "印章名称"))?;
    check_name(&name, "印章名称", 30).map_err(|e| e.at_field("sealName", "印章名称"))?;
    let kind = given(body.seal_type.take())
        .filter(|k| SEAL_TYPES.iter().any(|(key, _)| key == k))
        .ok_or_else(|| ApiError::bad_request("请选择印章类型").at_field("sealType", "印章类型"))?;
    let attach_id = given(body.attach_id.take())
        .ok_or_else(|| ApiError::bad_request("请上传印章图片").at_field("attachId", "印章图片"))?;
    let certificate = match (given(body.id_type.take()), given(body.id_number.take())) {
        (Some(t), Some(n)) => Some((t, n)),
        (None, None) => None,
        _ => {
            return Err(
                ApiError::bad_request("请填写企业证件类型和号码").at_field("idNumber", "证件号码")
            )
        }
    };
    Ok(NewSeal {
        name,
        kind,
        attach_id,
        certificate,
    })
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/eContract/seal/register", tag = "econtract",
    request_body = SealRegisterBody,
    responses((status = 200, body = Envelope<SealView>),
              (status = 400, description = "a field refused (data.errors) / 印章名称已存在 / 印章图片须为PNG或JPG格式 / 企业证件信息不完整", body = Failure),
              (status = 401, body = Failure),
              (status = 403, description = "电子印章由企业自行登记和启停 / 无权访问该功能 / 无权查看该企业", body = Failure),
              (status = 503, description = "电子签约服务暂不可用，请稍后再试 / 工商信息查询服务暂不可用", body = Failure))
)]
#[post("/rem-registrationbizweb/eContract/seal/register")]
pub async fn seal_register(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: web::Json<SealRegisterBody>,
) -> ApiResult {
    let mut body = body.into_inner();
    let seal = checked(&mut body)?;
    let shared = state.clone();
    let row = state
        .db(move |conn| {
            let company = own_company(conn, &me, body.company_id.as_deref())?;
            transaction::write(conn, |conn| {
                seals::register(conn, &shared, &me.user, &company, seal)
            })
        })
        .await?;
    Ok(ok(SealView::from(row)))
}
