use std::sync::Arc;

use actix_web::{middleware, web, App, HttpServer};
use server::{app, clock::SystemClock, config::Config};
use tracing_actix_web::TracingLogger;

const USAGE: &str = "usage: server [serve | check-defs [DIR] | export-defs [DIR]]";

fn main() -> anyhow::Result<()> {
    init_logs();
    match std::env::args().nth(1).as_deref() {
        None | Some("serve") => serve(),
        Some("check-defs") => server::definitions::check_defs(std::path::Path::new(
            &std::env::args().nth(2).unwrap_or_else(|| ".".into()),
        )),
        Some("export-defs") => server::studio::export::run(std::path::Path::new(
            &std::env::args().nth(2).unwrap_or_else(|| ".".into()),
        )),
        Some(other) => anyhow::bail!("unknown command `{other}`\n{USAGE}"),
    }
}

/// `PLATFORM_LOG_FORMAT=json` for machines; `RUST_LOG` picks the levels (default info).
fn init_logs() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| "info,actix_server=warn".into());
    let builder = tracing_subscriber::fmt().with_env_filter(filter);
    if std::env::var("PLATFORM_LOG_FORMAT").as_deref() == Ok("json") {
        builder.json().init();
    } else {
        builder.init();
    }
}

#[actix_web::main]
async fn serve() -> anyhow::Result<()> {
    let config = Config::from_env()?;
    tracing::info!(?config, "starting");
    let listen = config.http.listen.clone();
    let shutdown_secs = config.http.shutdown_secs;
    let state = web::Data::new(app::build_state(config, Arc::new(SystemClock))?);
    let server = HttpServer::new(move || {
        App::new()
            .wrap(TracingLogger::default())
            .wrap(middleware::Compress::default())
            .configure(app::configure(state.clone()))
    })
    // In-flight requests finish on SIGTERM or Ctrl-C; new ones are refused.
    .shutdown_timeout(shutdown_secs)
    .bind(&listen)?;
    tracing::info!(%listen, "serving http://{listen}");
    server.run().await?;
    tracing::info!("stopped");
    Ok(())
}
