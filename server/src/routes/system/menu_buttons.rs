//! `GET /api/blade-system/menu/buttons`: the button permissions of the signed-in user.

use actix_web::{get, web};
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    models::menu::{Menu, CATEGORY_BUTTON},
    state::AppState,
};

#[derive(Debug, Serialize, ToSchema)]
pub struct Button {
    pub code: String,
    pub name: String,
}

#[utoipa::path(
    get, path = "/api/blade-system/menu/buttons", tag = "system",
    responses((status = 200, body = Envelope<Vec<Button>>), (status = 401, body = Failure))
)]
#[get("/blade-system/menu/buttons")]
pub async fn menu_buttons(state: web::Data<AppState>, me: CurrentUser) -> ApiResult {
    let role = me.user.role_name;
    let buttons = state
        .db(move |conn| Ok(Menu::granted(conn, &role, CATEGORY_BUTTON)?))
        .await?;
    Ok(ok(buttons
        .into_iter()
        .map(|b| Button {
            code: b.code,
            name: b.name,
        })
        .collect::<Vec<_>>()))
}
