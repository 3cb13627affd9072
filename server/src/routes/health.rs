//! `GET /api/health`: the process answers and its database does.

use actix_web::{get, web};
use diesel::{sql_query, RunQueryDsl};
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    db::DbConn,
    envelope::{ok, ApiResult, Envelope},
    state::AppState,
};

#[derive(Debug, Serialize, ToSchema)]
pub struct Health {
    pub status: &'static str,
    /// `sqlite` or `postgres`.
    pub database: &'static str,
}

#[utoipa::path(get, path = "/api/health", tag = "system", responses((status = 200, body = Envelope<Health>)))]
#[get("/health")]
pub async fn health(state: web::Data<AppState>) -> ApiResult {
    let database = state
        .db(|conn| {
            sql_query("SELECT 1").execute(conn)?;
            Ok(match conn {
                DbConn::Postgres(_) => "postgres",
                DbConn::Sqlite(_) => "sqlite",
            })
        })
        .await?;
    Ok(ok(Health {
        status: "UP",
        database,
    }))
}
