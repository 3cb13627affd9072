//! What every handler shares: the pool, the configuration, the clock, the token keys and the
//! object store of uploaded files, the outside business registry.

use std::sync::Arc;

use actix_web::web;

use crate::{
    auth::token::TokenKeys,
    clock::Clock,
    config::Config,
    db::{DbConn, DbPool},
    error::ApiError,
    files::store::ObjectStore,
    flows::FlowLibrary,
    forms::FormLibrary,
};

#[derive(Clone)]
pub struct AppState {
    pub pool: DbPool,
    /// The statements the pool's connections have sent.
    pub statements: crate::db::Statements,
    pub config: Arc<Config>,
    pub clock: Arc<dyn Clock>,
    pub tokens: Arc<TokenKeys>,
    pub files: Arc<dyn ObjectStore>,
    pub forms: Arc<FormLibrary>,
    pub flows: Arc<FlowLibrary>,
    /// The query pages' definitions, checked once per version.
    pub query_pages: Arc<crate::query_pages::store::CheckedPages>,
    /// Public showcase answers served again for a few seconds (see `answer_cache`).
    pub answers: Arc<crate::answer_cache::AnswerCache>,
    /// Where this server tells the others on its database what it changed.
    pub changes: crate::changes::Changes,
    /// The folding of the application tallies, which stops with the state.
    pub tallies: Arc<crate::tallies::Folding>,
    /// Calls of the token endpoint per client address (`PLATFORM_SIGNIN_PER_IP_PER_MINUTE`).
    pub sign_in_limiter: Arc<crate::rate_limit::PerIpLimiter>,
    /// An applicant's holder look-ups per user (`PLATFORM_HOLDER_LOOKUPS_PER_MINUTE`).
    pub holder_lookups: Arc<crate::rate_limit::PerUserLimiter>,
    /// The outside business registry the company look-ups ask after the platform's register.
    pub registry: Arc<dyn crate::registry::BusinessRegistry>,
    /// The payment gateway charges are paid through.
    pub payments: Arc<dyn crate::payment::PaymentGateway>,
    /// The local payment simulator when it is the gateway: its pages are served beside the
    /// platform.
    pub payment_simulator: Option<Arc<crate::payment::simulator::Simulator>>,
    /// The SMS provider verification codes are sent through.
    pub sms: Arc<dyn crate::sms::SmsSender>,
    /// The face verification provider people prove their identity to.
    pub face: Arc<dyn crate::face::FaceVerifier>,
    /// The local face verification simulator when it is the provider: its pages are served
    /// beside the platform.
    pub face_simulator: Option<Arc<crate::face::simulator::Simulator>>,
    /// The e-signature provider pledgees confirm pledges through.
    pub econtracts: Arc<dyn crate::econtract::EContractProvider>,
    /// The local e-contract simulator when it is the provider: its signing pages are served
    /// beside the platform.
    pub econtract_simulator: Option<Arc<crate::econtract::simulator::Simulator>>,
}

impl AppState {
    /// The register or a public dictionary changed: this server forgets its public answers
    /// and tells the others to.
    pub fn answers_changed(&self) {
        self.answers.clear();
        self.changes.announce(crate::changes::Change::Answers);
    }

    /// Runs blocking database work off the async workers.
    pub async fn db<T, F>(&self, work: F) -> Result<T, ApiError>
    where
        T: Send + 'static,
        F: FnOnce(&mut DbConn) -> Result<T, ApiError> + Send + 'static,
    {
        let pool = self.pool.clone();
        web::block(move || {
            let mut conn = pool.get()?;
            work(&mut conn)
        })
        .await?
    }
}
