//! The shipped face verifier: a local simulator of a provider's H5 verification. It keeps its
//! own verifications (in this process's memory, as a provider keeps them on its side), expires
//! them, and lets the person decide the outcome on its page ([`super::sim_pages`]) instead of
//! showing a camera: the platform cannot tell it from a real provider except by its name.

use std::{
    collections::HashMap,
    sync::{Arc, Mutex, MutexGuard},
};

use super::{origin, FaceError, FaceVerifier, Outcome, StartRequest, Started};
use crate::clock::{Clock, Timestamp};

/// Where the simulator's pages are served.
pub const PAGE_PATH: &str = "/sim/face";
/// How closely a passed face matched, as the simulator reports it.
pub const SIMILARITY: f64 = 96.5;
pub const EXPIRED: &str = "人脸核身已过期";
pub const REFUSED: &str = "人脸比对不通过";

#[derive(Clone, Debug)]
struct SimCheck {
    /// The page shows the person whom they are verifying as, masked as a provider masks it.
    masked_name: String,
    masked_id: String,
    return_url: String,
    expires_at: Timestamp,
    outcome: Outcome,
}

/// What the person's page shows of a verification.
#[derive(Clone, Debug)]
pub struct PageView {
    pub masked_name: String,
    pub masked_id: String,
    pub return_url: String,
    pub outcome: Outcome,
}

/// Why the person cannot decide a verification.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum DecideRefusal {
    #[error("人脸核身记录不存在")]
    NotFound,
    #[error("人脸核身已过期，请返回业务页面重新发起")]
    Expired,
    #[error("人脸核身已完成，请返回业务页面")]
    Decided,
}

pub struct Simulator {
    clock: Arc<dyn Clock>,
    /// How long a verification may be done, in seconds.
    ttl: i64,
    /// Verifications by their biz token, which is also the page's only way in.
    checks: Mutex<HashMap<String, SimCheck>>,
}

impl Simulator {
    pub fn new(ttl: i64, clock: Arc<dyn Clock>) -> Self {
        Simulator {
            clock,
            ttl,
            checks: Mutex::new(HashMap::new()),
        }
    }

    fn checks(&self) -> MutexGuard<'_, HashMap<String, SimCheck>> {
        // A poisoned lock only means another call panicked mid-way; the map is still whole.
        self.checks.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// A verification not done in time fails, as a provider's does.
    fn settle_expiry(check: &mut SimCheck, now: Timestamp) {
        if check.outcome == Outcome::Pending && now >= check.expires_at {
            check.outcome = Outcome::Failed {
                reason: EXPIRED.into(),
            };
        }
    }

    pub fn page(&self, token: &str) -> Option<PageView> {
        let now = self.clock.now();
        let mut checks = self.checks();
        let check = checks.get_mut(token)?;
        Self::settle_expiry(check, now);
        Some(PageView {
            masked_name: check.masked_name.clone(),
            masked_id: check.masked_id.clone(),
            return_url: check.return_url.clone(),
            outcome: check.outcome.clone(),
        })
    }

    /// The person passes (the face "matches") or fails the verification behind `token`;
    /// answers where to return to.
    pub fn decide(&self, token: &str, pass: bool) -> Result<String, DecideRefusal> {
        let now = self.clock.now();
        let mut checks = self.checks();
        let check = checks.get_mut(token).ok_or(DecideRefusal::NotFound)?;
        let was_pending = check.outcome == Outcome::Pending;
        Self::settle_expiry(check, now);
        match check.outcome {
            Outcome::Pending => {}
            Outcome::Failed { .. } if was_pending => return Err(DecideRefusal::Expired),
            _ => return Err(DecideRefusal::Decided),
        }
        check.outcome = if pass {
            Outcome::Passed {
                similarity: SIMILARITY,
                photo: captured_frame(&check.masked_name),
            }
        } else {
            Outcome::Failed {
                reason: REFUSED.into(),
            }
        };
        Ok(check.return_url.clone())
    }
}

/// The simulator has no camera: the "captured frame" is a drawn placeholder (an SVG image),
/// so that the platform's record of a passed check has a photo as it has with a provider.
fn captured_frame(masked_name: &str) -> Vec<u8> {
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"120\" height=\"160\">\
<rect width=\"120\" height=\"160\" fill=\"#e6f4ff\"/><circle cx=\"60\" cy=\"62\" r=\"34\" fill=\"#91caff\"/>\
<text x=\"60\" y=\"140\" text-anchor=\"middle\" font-size=\"14\">{}</text></svg>",
        crate::sim_page::escape(masked_name)
    )
    .into_bytes()
}

/// 张三丰 → 张**, as a provider's page shows a name.
fn mask_name(name: &str) -> String {
    let mut chars = name.chars();
    let first = chars.next().map(String::from).unwrap_or_default();
    first + "*".repeat(chars.count()).as_str()
}

/// The first three and last four characters of an id number, as a provider's page shows it.
fn mask_id(id_number: &str) -> String {
    let chars: Vec<char> = id_number.chars().collect();
    if chars.len() <= 7 {
        return "*".repeat(chars.len());
    }
    let head: String = chars[..3].iter().collect();
    let tail: String = chars[chars.len() - 4..].iter().collect();
    format!("{head}{}{tail}", "*".repeat(chars.len() - 7))
}

impl FaceVerifier for Simulator {
    fn name(&self) -> &'static str {
        "simulator"
    }

    fn start(&self, request: &StartRequest<'_>) -> Result<Started, FaceError> {
        let token = uuid::Uuid::new_v4().simple().to_string();
        self.checks().insert(
            token.clone(),
            SimCheck {
                masked_name: mask_name(request.name),
                masked_id: mask_id(request.id_number),
                return_url: request.return_url.to_owned(),
                expires_at: self.clock.now() + self.ttl,
                outcome: Outcome::Pending,
            },
        );
        Ok(Started {
            url: format!("{}{PAGE_PATH}/{token}", origin(request.return_url)),
            biz_token: token,
        })
    }

    fn result(&self, biz_token: &str) -> Result<Outcome, FaceError> {
        let now = self.clock.now();
        let mut checks = self.checks();
        let check = checks.get_mut(biz_token).ok_or(FaceError::Unknown)?;
        Self::settle_expiry(check, now);
        Ok(check.outcome.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::ManualClock;

    fn started(sim: &Simulator) -> Started {
        sim.start(&StartRequest {
            name: "张三丰",
            id_number: "610102197501010012",
            return_url: "http://127.0.0.1:9/login",
        })
        .unwrap()
    }

    #[test]
    fn a_verification_is_pending_until_the_person_decides_it_once() {
        let sim = Simulator::new(600, Arc::new(ManualClock::at(1000)));
        let check = started(&sim);
        assert_eq!(
            check.url,
            format!("http://127.0.0.1:9/sim/face/{}", check.biz_token)
        );
        assert_eq!(sim.result(&check.biz_token).unwrap(), Outcome::Pending);
        let view = sim.page(&check.biz_token).unwrap();
        assert_eq!(
            (view.masked_name.as_str(), view.masked_id.as_str()),
            ("张**", "610***********0012")
        );
        assert_eq!(
            sim.decide(&check.biz_token, true).unwrap(),
            "http://127.0.0.1:9/login"
        );
        assert!(matches!(
            sim.result(&check.biz_token).unwrap(),
            Outcome::Passed { similarity, ref photo } if similarity == SIMILARITY && !photo.is_empty()
        ));
        assert_eq!(
            sim.decide(&check.biz_token, false).unwrap_err(),
            DecideRefusal::Decided
        );
    }

    #[test]
    fn a_verification_not_done_in_time_fails_as_expired() {
        let clock = ManualClock::at(1000);
        let sim = Simulator::new(600, Arc::new(clock.clone()));
        let check = started(&sim);
        clock.advance(600);
        assert_eq!(
            sim.decide(&check.biz_token, true).unwrap_err(),
            DecideRefusal::Expired
        );
        assert_eq!(
            sim.result(&check.biz_token).unwrap(),
            Outcome::Failed {
                reason: EXPIRED.into()
            }
        );
        assert!(matches!(
            sim.result("no such token"),
            Err(FaceError::Unknown)
        ));
    }
}
