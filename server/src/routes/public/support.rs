//! What the public calls share: the tenant parameter, paging, text and amount parameters
//! parsed into checked values (a clear 400 otherwise), and the cached answer.

use std::{future::Future, pin::Pin};

use actix_web::{dev::Payload, http::header, web, FromRequest, HttpRequest, HttpResponse};
use diesel::QueryResult;
use serde::{de::DeserializeOwned, Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::{
    auth::{current_user::CurrentUser, role::LandingMode},
    db::DbConn,
    envelope::{ApiResult, Envelope},
    error::ApiError,
    models::{
        disclosure_scope::Reader,
        param::Param,
        publication::notice_type,
        showcase::{self, ShowcaseFilter, ShowcaseKind, FEN_PER_WAN},
    },
    paging::{Counted, Paging},
    seed::MAIN_TENANT,
    state::AppState,
};

/// Seconds a visitor's browser or a proxy may keep a list answer.
pub const LIST_MAX_AGE: u32 = 30;
/// Seconds for lookups that change rarely (sectors, industries, areas, plates, switches).
pub const LOOKUP_MAX_AGE: u32 = 300;
/// The page size of the lists that do not name theirs.
pub const DEFAULT_PAGE_SIZE: i64 = 10;
/// The province when neither the call nor the tenant names one: 陕西省 (the area filter's
/// cities, the official site's figures).
pub const DEFAULT_PROVINCE: &str = "610000";
/// The longest search key.
pub const MAX_KEY_CHARS: usize = 100;

/// `tenantId`: six digits, `000000` when absent or blank.
pub fn tenant(raw: Option<&str>) -> Result<String, ApiError> {
    match raw.map(str::trim).filter(|t| !t.is_empty()) {
        None => Ok(MAIN_TENANT.to_owned()),
        Some(t) if t.len() == 6 && t.bytes().all(|b| b.is_ascii_digit()) => Ok(t.to_owned()),
        Some(_) => Err(ApiError::bad_request("租户编号不正确")),
    }
}

/// The tenant a visitor's call asks in: the `Tenant-Id` header, else `tenantId`, else 000000.
pub fn request_tenant(req: &HttpRequest, param: Option<&str>) -> Result<String, ApiError> {
    let header = req.headers().get("Tenant-Id").and_then(|h| h.to_str().ok());
    tenant(header.or(param))
}

/// Trimmed text, `None` when absent or blank.
pub fn text(raw: Option<&str>) -> Option<String> {
    raw.map(str::trim)
        .filter(|t| !t.is_empty())
        .map(str::to_owned)
}

/// The search key: trimmed, at most [`MAX_KEY_CHARS`] characters.
pub fn key(raw: Option<&str>) -> Result<Option<String>, ApiError> {
    let key = text(raw);
    if key
        .as_ref()
        .is_some_and(|k| k.chars().count() > MAX_KEY_CHARS)
    {
        return Err(ApiError::bad_request("查询关键字不能超过100个字符"));
    }
    Ok(key)
}

/// `?tenantId=` of the lookups.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct TenantQuery {
    pub tenant_id: Option<String>,
}

/// `?tenantId=&id=` of the detail calls.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct IdQuery {
    pub tenant_id: Option<String>,
    pub id: Option<String>,
}

/// The row a detail call asks for: the checked tenant and the id.
#[derive(Debug)]
pub struct Wanted {
    pub tenant: String,
    pub id: String,
}

impl IdQuery {
    fn parse(self) -> Result<Wanted, ApiError> {
        let tenant = tenant(self.tenant_id.as_deref())?;
        let id = text(self.id.as_deref()).ok_or_else(|| ApiError::bad_request("请传入编号"))?;
        Ok(Wanted { tenant, id })
    }
}

/// The checked `tenantId` of a lookup.
#[derive(Debug)]
pub struct SiteTenant(pub String);

impl TenantQuery {
    fn parse(self) -> Result<SiteTenant, ApiError> {
        Ok(SiteTenant(tenant(self.tenant_id.as_deref())?))
    }
}

/// An extractor's answer: the checked parameters, or the call's 400.
pub type Checking<T> = Pin<Box<dyn Future<Output = Result<T, actix_web::Error>>>>;

/// Reads the query string as `Q` (a malformed one refused as every query is, see
/// `app::query_error`) and checks it into what the handler takes.
fn checked_query<Q, T>(req: &HttpRequest, check: fn(Q) -> Result<T, ApiError>) -> Checking<T>
where
    Q: DeserializeOwned + 'static,
    T: 'static,
{
    let raw = web::Query::<Q>::extract(req);
    Box::pin(async move { Ok(check(raw.await?.into_inner())?) })
}

/// The handlers take the checked parameters as arguments: [`ListArgs`] from
/// [`KeyPageQuery`], [`Wanted`] from [`IdQuery`], [`SiteTenant`] from [`TenantQuery`].
macro_rules! checked_from_query {
    ($($checked:ty => $query:ty),* $(,)?) => {$(
        impl FromRequest for $checked {
            type Error = actix_web::Error;
            type Future = Checking<Self>;
            fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
                checked_query(req, <$query>::parse)
            }
        }
    )*};
}

checked_from_query!(ListArgs => KeyPageQuery, Wanted => IdQuery, SiteTenant => TenantQuery);

/// `?tenantId=&current=&size=&key=` of the plain lists.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct KeyPageQuery {
    pub tenant_id: Option<String>,
    /// 1-based, default 1.
    pub current: Option<i64>,
    /// 1-100, default 10.
    pub size: Option<i64>,
    pub key: Option<String>,
}

impl KeyPageQuery {
    fn parse(self) -> Result<ListArgs, ApiError> {
        ListArgs::parse(
            self.tenant_id.as_deref(),
            self.current,
            self.size,
            self.key.as_deref(),
        )
    }
}

/// What every list of the site takes, checked: the tenant, the page and the search key.
#[derive(Debug)]
pub struct ListArgs {
    pub tenant: String,
    pub paging: Paging,
    pub key: Option<String>,
}

impl ListArgs {
    /// The parameters of a list of [`DEFAULT_PAGE_SIZE`] rows a page.
    pub fn parse(
        tenant_id: Option<&str>,
        current: Option<i64>,
        size: Option<i64>,
        search: Option<&str>,
    ) -> Result<ListArgs, ApiError> {
        Ok(ListArgs {
            tenant: tenant(tenant_id)?,
            paging: Paging::strict(current, size, DEFAULT_PAGE_SIZE)?,
            key: key(search)?,
        })
    }
}

/// A lookup's answer: what `load` reads for the checked tenant, kept [`LOOKUP_MAX_AGE`].
pub async fn lookup<T, F>(state: &AppState, SiteTenant(tenant): SiteTenant, load: F) -> ApiResult
where
    T: Serialize + Send + 'static,
    F: FnOnce(&mut DbConn, &str) -> QueryResult<T> + Send + 'static,
{
    let found = state.db(move |conn| Ok(load(conn, &tenant)?)).await?;
    Ok(cached(found, LOOKUP_MAX_AGE))
}

/// What a signed-in visitor is to the scope of the disclosures (02 §3): `None` for an
/// anonymous one or another tenant's user, who read the public ones only.
pub fn reader(
    conn: &mut DbConn,
    me: Option<&CurrentUser>,
    tenant: &str,
) -> QueryResult<Option<Reader>> {
    match me {
        Some(me) if me.user.tenant_id == tenant => {
            Reader::of(conn, &me.user.id, me.landing_mode() == LandingMode::Mgr).map(Some)
        }
        _ => Ok(None),
    }
}

/// An answer that depends on who asks: never kept by a shared cache.
pub fn private(data: impl Serialize) -> HttpResponse {
    HttpResponse::Ok()
        .insert_header((header::CACHE_CONTROL, "private, no-store"))
        .json(Envelope::success(data))
}

/// A list's answer: the page `load` reads on the pool, kept [`LIST_MAX_AGE`].
pub async fn list<T, F>(state: &AppState, paging: Paging, load: F) -> ApiResult
where
    T: Serialize + Send + 'static,
    F: FnOnce(&mut DbConn, Paging) -> QueryResult<Counted<T>> + Send + 'static,
{
    let found = state.db(move |conn| Ok(load(conn, paging)?)).await?;
    Ok(cached(paging.page(found), LIST_MAX_AGE))
}

/// A detail's answer: the row `find` reads by the checked tenant and id, or 404 with
/// `missing`; kept [`LIST_MAX_AGE`] like the list it comes from.
pub async fn detail<T, E, F>(
    state: &AppState,
    Wanted { tenant, id }: Wanted,
    missing: &'static str,
    find: F,
) -> ApiResult
where
    T: Serialize + Send + 'static,
    ApiError: From<E>,
    F: FnOnce(&mut DbConn, &str, &str) -> Result<Option<T>, E> + Send + 'static,
{
    let found = state
        .db(move |conn| find(conn, &tenant, &id)?.ok_or_else(|| ApiError::not_found(missing)))
        .await?;
    Ok(cached(found, LIST_MAX_AGE))
}

/// A parameter a client may send as a string or as a number.
#[derive(Clone, Debug, Deserialize, ToSchema)]
#[serde(untagged)]
pub enum Loose {
    Text(String),
    #[schema(value_type = f64)]
    Number(serde_json::Number),
}

impl Loose {
    pub fn text(&self) -> String {
        match self {
            Loose::Text(t) => t.trim().to_owned(),
            Loose::Number(n) => n.to_string(),
        }
    }
}

/// Codes sent as a list or as one comma-separated string.
#[derive(Clone, Debug, Deserialize, ToSchema)]
#[serde(untagged)]
pub enum Codes {
    One(String),
    Many(Vec<String>),
}

impl Codes {
    pub fn list(self) -> Vec<String> {
        let all = match self {
            Codes::One(s) => s.split(',').map(str::to_owned).collect(),
            Codes::Many(v) => v,
        };
        all.into_iter()
            .map(|c| c.trim().to_owned())
            .filter(|c| !c.is_empty())
            .collect()
    }
}

/// An amount in 万元 (a decimal string or number, at most six decimals, which is one fen)
/// converted to fen exactly; blank is `None`.
pub fn wan_to_fen(raw: Option<&Loose>) -> Result<Option<i64>, ApiError> {
    let bad = || ApiError::bad_request("注册资本范围不正确");
    let Some(text) = raw.map(Loose::text).filter(|t| !t.is_empty()) else {
        return Ok(None);
    };
    let (int, frac) = text.split_once('.').unwrap_or((&text, ""));
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if int.is_empty() || int.len() > 9 || frac.len() > 6 || !digits(int) || !digits(frac) {
        return Err(bad());
    }
    let int: i64 = int.parse().map_err(|_| bad())?;
    let frac_fen: i64 = if frac.is_empty() {
        0
    } else {
        format!("{frac:0<6}").parse().map_err(|_| bad())?
    };
    Ok(Some(int * FEN_PER_WAN + frac_fen))
}

/// A list answer from the process's answer cache when an identical query was answered
/// moments ago, else computed, remembered and sent; `key` names the checked query.
pub async fn remembered<T, Fut>(
    answers: &crate::answer_cache::AnswerCache,
    key: String,
    compute: impl FnOnce() -> Fut,
) -> Result<HttpResponse, ApiError>
where
    T: Serialize,
    Fut: std::future::Future<Output = Result<T, ApiError>>,
{
    if let Some(body) = answers.get(&key) {
        return Ok(list_answer(body));
    }
    let data = compute().await?;
    let body = actix_web::web::Bytes::from(
        serde_json::to_vec(&Envelope::success(data)).map_err(ApiError::internal)?,
    );
    answers.put(key, body.clone());
    Ok(list_answer(body))
}

fn list_answer(body: actix_web::web::Bytes) -> HttpResponse {
    HttpResponse::Ok()
        .insert_header((
            header::CACHE_CONTROL,
            format!("public, max-age={LIST_MAX_AGE}"),
        ))
        .content_type("application/json")
        .body(body)
}

/// A page of the showcase: from the answer cache when the same call asked the same moments
/// ago, else read, remembered and sent.
pub async fn showcase_page(
    state: web::Data<AppState>,
    call: &str,
    tenant: String,
    kind: ShowcaseKind,
    filter: ShowcaseFilter,
    paging: Paging,
) -> ApiResult {
    let key = format!(
        "{call}|{tenant}|{kind:?}|{filter:?}|{}|{}",
        paging.offset(),
        paging.size
    );
    let answers = state.answers.clone();
    remembered(&answers, key, || async move {
        let found = state
            .db(move |conn| Ok(showcase::page(conn, &tenant, kind, &filter, paging)?))
            .await?;
        Ok(paging.page(found))
    })
    .await
}

/// 200 with `data` in the envelope and a `Cache-Control` header.
pub fn cached<T: Serialize>(data: T, max_age: u32) -> HttpResponse {
    HttpResponse::Ok()
        .insert_header((header::CACHE_CONTROL, format!("public, max-age={max_age}")))
        .json(Envelope::success(data))
}

/// The switch of a notice type and the message when it is off; `None` for `info`.
fn switch_of(kind: &str) -> Option<(&'static str, &'static str)> {
    match kind {
        notice_type::PLEDGE => Some(("pledge.notice.switch", "质押公告未开放")),
        notice_type::FREEZE => Some(("freeze.notice.switch", "冻结公告未开放")),
        _ => None,
    }
}

/// Refuses a pledge or freeze notice with 404 while the tenant's switch of its type is off.
pub fn ensure_open(conn: &mut DbConn, tenant: &str, kind: &str) -> Result<(), ApiError> {
    match switch_of(kind) {
        Some((switch, closed)) if !Param::is_on(conn, tenant, switch)? => {
            Err(ApiError::not_found(closed))
        }
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fen(s: &str) -> Result<Option<i64>, ApiError> {
        wan_to_fen(Some(&Loose::Text(s.into())))
    }

    #[test]
    fn wan_amounts_become_exact_fen() {
        assert_eq!(fen("500").unwrap(), Some(500_000_000));
        assert_eq!(fen("0.000001").unwrap(), Some(1));
        assert_eq!(fen("1000.5").unwrap(), Some(1_000_500_000));
        assert_eq!(fen(" ").unwrap(), None);
        for bad in ["-1", "1e3", "abc", "1.0000001", "1234567890", ".5"] {
            assert!(fen(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn tenants_are_six_digits() {
        assert_eq!(tenant(None).unwrap(), "000000");
        assert_eq!(tenant(Some("116000")).unwrap(), "116000");
        assert!(tenant(Some("x")).is_err());
        assert!(tenant(Some("1160000")).is_err());
    }

    #[test]
    fn paging_refuses_out_of_range_pages() {
        assert!(Paging::strict(Some(0), None, 5).is_err());
        assert!(Paging::strict(None, Some(101), 5).is_err());
        assert!(Paging::strict(None, Some(0), 5).is_err());
        assert_eq!(Paging::strict(Some(3), Some(5), 5).unwrap().offset(), 10);
    }
}
