//! `/api/rem-registrationbizweb/otc-flow/studio/*`: the analysts' studio (see `crate::studio`).
//! Every call answers 403 to anyone but an analyst.

pub mod bench;
pub mod bpmn;
pub mod check;
pub mod definition;
pub mod definitions;
pub mod diff;
pub mod draft;
pub mod draft_discard;
pub mod dry_run;
pub mod example_from_application;
pub mod export;
pub mod failures;
pub mod graph;
pub mod migrate;
pub mod migrations;
pub mod path;
pub mod preview;
pub mod publish;
pub mod recent_applications;
pub mod schema;
pub mod version;

pub mod request;

use actix_web::web;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(definitions::definitions)
        .service(definition::definition)
        .service(version::version)
        .service(schema::schema)
        .service(diff::diff)
        .service(export::export)
        .service(bpmn::bpmn)
        .service(graph::graph)
        .service(check::check)
        .service(draft::draft)
        .service(draft_discard::draft_discard)
        .service(preview::preview)
        .service(dry_run::dry_run)
        .service(publish::publish)
        .service(migrate::migrate)
        .service(migrations::migrations)
        .service(failures::failures)
        .service(example_from_application::example_from_application)
        .service(bench::bench)
        .service(path::path)
        .service(recent_applications::recent_applications);
}
