//! `POST /api/rem-registrationbizweb/getFaceRecognitionUrl {name, idNumber}`: a signed-in user
//! starts a real-name face check. It is made against the user's person holder on the register
//! when there is one (what the body says is then not used), else against the body's name and
//! id number. Answers the provider's token and the URL the person opens.

use actix_web::{post, web, HttpRequest};
use serde::Deserialize;
use utoipa::ToSchema;

use super::support::{self, StartAnswer};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ApiResult, Envelope, Failure},
    face::checks::{Asker, Purpose},
    state::AppState,
};

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RealNameBody {
    pub name: Option<String>,
    pub id_number: Option<String>,
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/getFaceRecognitionUrl", tag = "account",
    request_body = RealNameBody,
    responses(
        (status = 200, description = "the check started: bizToken and the URL to open", body = Envelope<StartAnswer>),
        (status = 400, description = "请输入姓名, 请输入身份证号码, 身份证号码格式不正确", body = Failure),
        (status = 401, body = Failure),
        (status = 503, description = "人脸核身服务暂不可用，请稍后再试", body = Failure))
)]
#[post("/rem-registrationbizweb/getFaceRecognitionUrl")]
pub async fn get_face_recognition_url(
    state: web::Data<AppState>,
    req: HttpRequest,
    me: CurrentUser,
    body: crate::optional_json::OptionalJson<RealNameBody>,
) -> ApiResult {
    let body = body.or_default();
    let user_id = me.user.id.clone();
    let on = user_id.clone();
    let identity = state
        .db(move |conn| {
            support::identity(conn, &on, body.name.as_deref(), body.id_number.as_deref())
        })
        .await?;
    let tenant = me.user.tenant_id.clone();
    support::start(
        &state,
        &req,
        tenant,
        Purpose::RealName,
        Asker::User(user_id),
        identity,
    )
    .await
}
