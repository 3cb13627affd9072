//! Electronic contracts (issue 21 item 7, 01 §7 "Electronic contract"): a pledgee confirms a
//! pledge by signing, on an e-signature service, the confirmation the platform writes for it.
//!
//! [`EContractProvider`] is what the platform needs of such a service, in the vocabulary the
//! Chinese ones share (法大大, e签宝, 上上签): a signer registered once by name, certificate and
//! mobile; a contract created from a PDF for its signers; the provider's page where a signer
//! reads it, has their face verified and signs (or refuses); the contract's state; the signed
//! PDF; the face picture taken when the signer signed. The shipped provider is
//! [`simulator::Simulator`]: it keeps its own signers and contracts, serves its own signing
//! page ([`sim_pages`]) and writes the signed PDF with the signers and the time stamped in it.
//! A real provider plugs in as another implementation (README, "Electronic contracts"); the
//! platform's side ([`pledgee`]) is the same whichever runs.

mod confirmation;
mod outcome;
pub mod pledgee;
pub mod seals;
pub mod sim_face;
pub mod sim_pages;
pub mod simulator;

/// Who signs: a person (`zqrType`/certificate of a natural person) or an organisation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SignerKind {
    Person,
    Organisation,
}

/// A signer as the provider is asked to register it.
#[derive(Clone, Debug)]
pub struct SignerRequest {
    pub kind: SignerKind,
    pub name: String,
    pub cert_type: String,
    pub cert_no: String,
    /// Where the provider sends its own notices (and the face check's code).
    pub mobile: String,
}

/// A contract as the provider is asked to create it.
#[derive(Clone, Debug)]
pub struct ContractRequest {
    /// The platform's number for it (the same number again is the same contract).
    pub reference: String,
    pub title: String,
    /// The document to sign, as the platform wrote it.
    pub pdf: Vec<u8>,
    /// What the signing page says of it above the document (label, value).
    pub summary: Vec<(String, String)>,
    /// The signers (their provider ids), all of whom must sign.
    pub signers: Vec<String>,
    /// Where the signer is sent back after signing (the platform's page).
    pub return_url: String,
}

/// A contract's state as the provider knows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ContractState {
    /// Waiting for (some of) its signers.
    Signing,
    /// Every signer signed, at the last one's time (seconds).
    Signed { signed_at: i64 },
    /// A signer refused; the contract can no longer be signed.
    Refused { by: String, reason: String },
    /// The provider has no such contract.
    NotFound,
}

#[derive(Debug, thiserror::Error)]
pub enum EContractError {
    /// The provider did not answer, or failed.
    #[error("电子签约服务暂不可用，请稍后再试")]
    Unavailable(String),
    /// The provider refused what it was asked (a wrong certificate, a contract not signed).
    #[error("电子签约服务拒绝了请求：{0}")]
    Refused(String),
}

/// An outside e-signature service. Calls block (a real one is an HTTP call); handlers run
/// them inside `web::block`.
pub trait EContractProvider: Send + Sync {
    /// Its name in the records (`simulator`, `fadada` …).
    fn name(&self) -> &'static str;
    /// Registers a signer, or answers the one already registered with that certificate.
    fn register_signer(&self, signer: &SignerRequest) -> Result<String, EContractError>;
    /// Creates a contract to sign; answers its id. The same reference again is the same
    /// contract.
    fn create_contract(&self, contract: &ContractRequest) -> Result<String, EContractError>;
    /// The URL of the provider's page where `signer` signs the contract.
    fn sign_url(&self, contract_id: &str, signer_id: &str) -> Result<String, EContractError>;
    fn state(&self, contract_id: &str) -> Result<ContractState, EContractError>;
    /// The signed PDF; refused while the contract is not signed.
    fn download(&self, contract_id: &str) -> Result<Vec<u8>, EContractError>;
    /// The picture (PNG) the face check took when `signer` signed the contract.
    fn face_picture(&self, contract_id: &str, signer_id: &str) -> Result<Vec<u8>, EContractError>;
    /// Registers an electronic seal (电子印章) of the organisation `signer_id` from its image
    /// (PNG or JPEG); answers the provider's seal id. A new seal is usable at once.
    fn register_seal(&self, seal: &SealRequest) -> Result<String, EContractError>;
    /// Enables or disables a seal: a disabled seal stamps nothing until enabled again.
    fn set_seal_enabled(&self, seal_id: &str, enabled: bool) -> Result<(), EContractError>;
}

/// A seal as the provider is asked to register it.
#[derive(Clone, Debug)]
pub struct SealRequest {
    /// The organisation signer that owns it.
    pub signer_id: String,
    pub name: String,
    /// The seal's kind as the provider files it (公章, 合同专用章 …).
    pub kind: String,
    pub image: Vec<u8>,
}
