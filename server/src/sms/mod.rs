//! Text messages to phones (issue 21 item 2): verification codes for registration, sign-in by
//! mobile, password resets and a signed-in user's confirmations.
//!
//! [`SmsSender`] is what the platform needs of an SMS provider, in the vocabulary of Aliyun's
//! and Tencent Cloud's SMS services (a template and its parameters, sent to one number). The
//! shipped sender is [`outbox::OutboxSender`], a local simulator: it delivers to the
//! `sms_outbox` table, which the administrator reads on a page (`/system/sms`) and the tests
//! read, and it fails as a provider does for an unreachable number. A real provider plugs in
//! as another implementation (README, "SMS provider"); the codes ([`codes`]) are the same
//! whichever sends them.

pub mod codes;
pub mod outbox;

/// A message as the provider is asked to send it.
#[derive(Clone, Debug)]
pub struct SmsMessage<'a> {
    pub tenant: &'a str,
    pub phone: &'a str,
    /// The provider's template (Aliyun `TemplateCode`, Tencent `TemplateId`).
    pub template: &'a str,
    /// The template's parameters (`TemplateParam`).
    pub params: &'a [(&'a str, &'a str)],
    /// The text the phone shows, the template filled in (what the outbox keeps).
    pub content: &'a str,
}

#[derive(Debug, thiserror::Error)]
pub enum SmsError {
    /// The provider refused the number (not a mobile number, unreachable, blacklisted).
    #[error("the provider refused the number: {0}")]
    Refused(String),
    /// The provider did not answer, or failed.
    #[error("the provider is unavailable: {0}")]
    Unavailable(String),
}

/// An SMS provider.
pub trait SmsSender: Send + Sync {
    /// The provider's name, for the logs.
    fn name(&self) -> &'static str;
    fn send(&self, message: &SmsMessage<'_>) -> Result<(), SmsError>;
}
