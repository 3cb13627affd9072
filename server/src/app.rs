//! The application: state, API scope, extractor limits and error shapes, the built frontend
//! with its client-side routes.

use std::{path::PathBuf, sync::Arc};

use actix_files::{Files, NamedFile};
use actix_web::{
    dev::{fn_service, ServiceRequest, ServiceResponse},
    error::{JsonPayloadError, PathError, QueryPayloadError, UrlencodedError},
    http::{header, StatusCode},
    middleware::{ErrorHandlerResponse, ErrorHandlers},
    web, HttpRequest, HttpResponse,
};

use crate::{
    auth::token::TokenKeys,
    clock::Clock,
    config::Config,
    db,
    envelope::Envelope,
    error::ApiError,
    files::{
        s3_store::S3Store,
        store::{LocalStore, ObjectStore},
    },
    routes, seed,
    state::AppState,
};

/// What a start writes to its migrated database before serving: the demo data when asked, the
/// repository's definitions as first versions (every published version is loaded from there)
/// and its query pages. Answers the libraries the server runs. The API tests' template database
/// is made by it too, so that a test's server finds nothing left to do.
pub fn prepare_database(
    conn: &mut db::DbConn,
    seed_demo: bool,
    definitions_dir: &std::path::Path,
    now: crate::clock::Timestamp,
) -> anyhow::Result<(crate::forms::FormLibrary, crate::flows::FlowLibrary)> {
    if seed_demo {
        seed::run(conn)?;
    }
    let sources = crate::definitions::read_sources(definitions_dir)?;
    let libraries = crate::studio::load::libraries(conn, &sources, now)?;
    crate::query_pages::store::load(conn, definitions_dir, now)?;
    Ok(libraries)
}

/// Opens the database, migrates it, loads the demo data and the token keys.
pub fn build_state(config: Config, clock: Arc<dyn Clock>) -> anyhow::Result<AppState> {
    let (pool, statements) = db::connect_counted(&config.database.url, config.database.pool_size)?;
    let (forms, flows) = prepare_database(
        &mut *pool.get()?,
        config.seed_demo,
        &config.definitions_dir,
        clock.now(),
    )?;
    let tokens = TokenKeys::load(config.auth.token_secret.as_deref(), &config.data_dir)?;
    // One store for the whole deployment when a bucket is named; the data folder otherwise.
    let files: Arc<dyn ObjectStore> = match &config.files.s3 {
        Some(s3) => Arc::new(S3Store::open(s3)?),
        None => Arc::new(LocalStore::open(config.data_dir.join("files"))?),
    };
    let answers = crate::answer_cache::AnswerCache::new(config.http.public_cache);
    let sign_in_limiter = crate::rate_limit::PerIpLimiter::per_minute(
        config.auth.sign_in_per_ip_per_minute,
        clock.clone(),
    );
    let holder_lookups = crate::rate_limit::PerUserLimiter::per_minute(
        config.auth.holder_lookups_per_minute,
        clock.clone(),
    );
    // The shipped registry is the local simulator (issue 16); a real one is chosen here.
    let registry = crate::registry::local::LocalRegistry::new(pool.clone());
    // The shipped gateway is the local simulator (issue 19); a real one is chosen here.
    let simulator_key = match &config.payment.simulator_key {
        Some(key) => key.as_bytes().to_vec(),
        None => rand::random::<[u8; 32]>().to_vec(),
    };
    let simulator = Arc::new(crate::payment::simulator::Simulator::new(
        simulator_key,
        clock.clone(),
    ));
    // The shipped SMS provider is the outbox simulator (issue 21); a real one is chosen here.
    let sms = crate::sms::outbox::OutboxSender::new(pool.clone(), clock.clone());
    // The shipped face verifier is the local simulator (issue 21); a real one is chosen here.
    let face = Arc::new(crate::face::simulator::Simulator::new(
        config.face.verification_ttl.as_secs() as i64,
        clock.clone(),
    ));
    // The shipped e-contract provider is the local simulator (issue 21); a real one is chosen
    // here.
    let econtracts = Arc::new(crate::econtract::simulator::Simulator::new(
        clock.clone(),
        config.files.pdf_font.clone(),
    ));
    let (answers, forms, flows) = (Arc::new(answers), Arc::new(forms), Arc::new(flows));
    let changes = if db::is_postgres_url(&config.database.url) {
        crate::changes::listen(
            config.database.url.clone(),
            crate::changes::Targets {
                answers: Arc::downgrade(&answers),
                forms: Arc::downgrade(&forms),
                flows: Arc::downgrade(&flows),
            },
        )?
    } else {
        crate::changes::Changes::single_process()
    };
    let tallies = Arc::new(crate::tallies::Folding::start(pool.clone())?);
    Ok(AppState {
        sms: Arc::new(sms),
        face: face.clone(),
        face_simulator: Some(face),
        econtracts: econtracts.clone(),
        econtract_simulator: Some(econtracts),
        registry: Arc::new(registry),
        payments: simulator.clone(),
        payment_simulator: Some(simulator),
        pool,
        statements,
        answers,
        changes,
        tallies,
        query_pages: Arc::default(),
        holder_lookups: Arc::new(holder_lookups),
        sign_in_limiter: Arc::new(sign_in_limiter),
        config: Arc::new(config),
        clock,
        tokens: Arc::new(tokens),
        files,
        forms,
        flows,
    })
}

/// Everything under `/api`, and the frontend around it. JSON and form bodies keep the small
/// `max_body_bytes` limit; uploads read the raw multipart stream, which these limits do not
/// touch, and stop it themselves past `files.max_upload_mb` (see `files::upload`).
pub fn configure(state: web::Data<AppState>) -> impl FnOnce(&mut web::ServiceConfig) {
    move |cfg| {
        let limit = state.config.http.max_body_bytes;
        let static_dir = state.config.http.static_dir.clone();
        if let Some(simulator) = state.payment_simulator.clone() {
            cfg.configure(crate::payment::sim_pages::configure(simulator));
        }
        if let Some(simulator) = state.face_simulator.clone() {
            cfg.configure(crate::face::sim_pages::configure(simulator));
        }
        if let Some(simulator) = state.econtract_simulator.clone() {
            cfg.configure(crate::econtract::sim_pages::configure(simulator));
        }
        cfg.app_data(state)
            .app_data(web::PayloadConfig::new(limit))
            .app_data(
                web::JsonConfig::default()
                    .limit(limit)
                    .error_handler(json_error),
            )
            .app_data(
                web::FormConfig::default()
                    .limit(limit)
                    .error_handler(form_error),
            )
            .app_data(web::QueryConfig::default().error_handler(query_error))
            .app_data(web::PathConfig::default().error_handler(path_error))
            .service(
                web::scope("/api")
                    .wrap(ErrorHandlers::new().default_handler(envelope_errors))
                    .configure(routes::configure)
                    .default_service(web::to(routes::not_found)),
            );
        cfg.configure(routes::configure_root);
        if static_dir.join("index.html").is_file() {
            cfg.service(
                Files::new("/", static_dir.clone())
                    .index_file("index.html")
                    .default_handler(fn_service(move |req: ServiceRequest| {
                        spa_fallback(req, static_dir.join("index.html"))
                    })),
            );
        } else {
            tracing::warn!(dir = %static_dir.display(), "no built frontend; serving the API only");
        }
    }
}

/// Client-side routes (/wel/index, /process/apply …) are the frontend's: answer index.html.
async fn spa_fallback(
    req: ServiceRequest,
    index: PathBuf,
) -> Result<ServiceResponse, actix_web::Error> {
    let (req, _) = req.into_parts();
    let file = NamedFile::open_async(index).await?;
    let res = file.into_response(&req);
    Ok(ServiceResponse::new(req, res))
}

/// Malformed JSON bodies: a Chinese message only. serde's English detail (which names
/// internal field types) goes to the debug log, never to the user.
fn json_error(err: JsonPayloadError, req: &HttpRequest) -> actix_web::Error {
    match err {
        JsonPayloadError::Overflow { .. } | JsonPayloadError::OverflowKnownLength { .. } => {
            ApiError::PayloadTooLarge("请求内容过大".into()).into()
        }
        other => {
            tracing::debug!(path = req.path(), error = %other, "malformed JSON body");
            ApiError::bad_request(BAD_BODY).into()
        }
    }
}

fn form_error(err: UrlencodedError, req: &HttpRequest) -> actix_web::Error {
    match err {
        UrlencodedError::Overflow { .. } => ApiError::PayloadTooLarge("请求内容过大".into()).into(),
        other => {
            tracing::debug!(path = req.path(), error = %other, "malformed form body");
            ApiError::bad_request(BAD_PARAMS).into()
        }
    }
}

fn query_error(err: QueryPayloadError, req: &HttpRequest) -> actix_web::Error {
    tracing::debug!(path = req.path(), error = %err, "malformed query string");
    ApiError::bad_request(BAD_PARAMS).into()
}

fn path_error(err: PathError, req: &HttpRequest) -> actix_web::Error {
    tracing::debug!(path = req.path(), error = %err, "malformed path parameter");
    ApiError::bad_request(BAD_PATH).into()
}

/// What a client is told when a body is not the JSON the call reads.
pub const BAD_BODY: &str = "请求数据格式不正确";
/// What a client is told when a query string or a form body cannot be read.
pub const BAD_PARAMS: &str = "请求参数格式不正确";
/// What a client is told when a path segment cannot be read.
pub const BAD_PATH: &str = "请求路径参数不正确";

/// The extractors' own failures (a body over the limit, a wrong method) come back as plain
/// text; this puts them in the envelope like every other answer of the API.
fn envelope_errors<B>(res: ServiceResponse<B>) -> actix_web::Result<ErrorHandlerResponse<B>> {
    let is_json = res
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(b"application/json"));
    if is_json {
        return Ok(ErrorHandlerResponse::Response(res.map_into_left_body()));
    }
    let status = res.status();
    let msg = match status {
        StatusCode::PAYLOAD_TOO_LARGE => "请求内容过大",
        StatusCode::METHOD_NOT_ALLOWED => "请求方法不支持",
        StatusCode::NOT_FOUND => "接口不存在",
        s if s.is_server_error() => "系统繁忙，请稍后再试",
        _ => "请求格式不正确",
    };
    let (req, _) = res.into_parts();
    let body = HttpResponse::build(status).json(Envelope::failure(status, msg.into()));
    Ok(ErrorHandlerResponse::Response(
        ServiceResponse::new(req, body).map_into_right_body(),
    ))
}
