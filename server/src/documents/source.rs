//! What a business's documents are written from, read once: the application and its form,
//! the voucher's data (sections with dictionary labels, the par value, the chain entry), the
//! tenant's dictionaries, the charge, and for a company or partnership registration the register
//! as the registration left it (each holder's registration account).

use std::collections::HashMap;

use rust_decimal::{Decimal, RoundingStrategy};
use serde_json::{Map, Value};

use crate::{
    clock::beijing_date,
    db::DbConn,
    error::ApiError,
    models::{
        application::Application,
        charge::Charge,
        dictionary::DictEntry,
        holder_account::{HolderAccount, HolderIdentity},
    },
    state::AppState,
    voucher::{self, Voucher},
};

/// Everything the documents of one business are written from.
pub struct Source {
    pub app: Application,
    pub voucher: Voucher,
    pub form: Map<String, Value>,
    dictionaries: HashMap<(String, String), String>,
    /// The charge's amount in yuan, when the business carries one.
    pub charge: Option<String>,
    pub registration: Option<Registration>,
}

/// What a registration registers, by the companyType dictionary: 1 有限责任公司, 2 股份有限公司,
/// 3 有限合伙企业.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Limited,
    JointStock,
    Partnership,
}

/// A registration (effect registerCompany) of a limited company, a joint-stock company or a
/// limited partnership.
pub struct Registration {
    pub kind: Kind,
    pub holders: Vec<Holder>,
    pub total_shares: i64,
    pub face_value: Decimal,
    /// The date the custody service starts (the form's type-1 service row, else completion).
    pub custody_start: String,
}

/// A holder of the registered register, merged as the effect merges them.
pub struct Holder {
    pub name: String,
    pub organ_type: String,
    pub cert_type: String,
    pub certificate_no: String,
    pub account_number: String,
    pub volume: i64,
    /// Of the total shares, in per cent, truncated to four decimals (02 §9).
    pub ratio: String,
}

impl Registration {
    /// 股份 for a joint-stock company, 股权 for a limited one, 出资份额 for a partnership.
    pub fn equity(&self) -> &'static str {
        self.terms().equity
    }

    /// The words its documents use (股东 or 合伙人 …).
    pub fn terms(&self) -> &'static super::terms::Terms {
        self.kind.terms()
    }

    pub fn partnership(&self) -> bool {
        self.kind == Kind::Partnership
    }

    /// The par value of all shares (face value × total shares).
    pub fn par_value(&self) -> Decimal {
        self.face_value * Decimal::from(self.total_shares)
    }
}

/// `part` of `total` in per cent, truncated (never rounded up) to four decimals.
pub fn ratio(part: i64, total: i64) -> String {
    if total <= 0 {
        return "0.0000".into();
    }
    let percent = Decimal::from(part) * Decimal::ONE_HUNDRED / Decimal::from(total);
    format!(
        "{:.4}",
        percent.round_dp_with_strategy(4, RoundingStrategy::ToZero)
    )
}

/// What a business registers when its flow runs registerCompany: a limited company
/// (companyType 1), a joint-stock company (2) or a limited partnership (3). `None` for any other
/// business.
pub fn registration_kind(def: &engine::FlowDef, form: &Map<String, Value>) -> Option<Kind> {
    if !def.effects().any(|e| e == "registerCompany") {
        return None;
    }
    match text_of(form.get("companyType")).as_str() {
        "1" => Some(Kind::Limited),
        "2" => Some(Kind::JointStock),
        "3" => Some(Kind::Partnership),
        _ => None,
    }
}

fn text_of(value: Option<&Value>) -> String {
    match value {
        Some(Value::String(s)) => s.trim().to_owned(),
        Some(Value::Number(n)) => n.to_string(),
        Some(Value::Bool(b)) => (if *b { "是" } else { "否" }).to_owned(),
        _ => String::new(),
    }
}

impl Source {
    pub fn gather(
        conn: &mut DbConn,
        state: &AppState,
        app: &Application,
    ) -> Result<Source, ApiError> {
        let instance = crate::lifecycle::instance_of(app)?;
        let def = state
            .flows
            .of(&instance)
            .ok_or_else(ApiError::no_such_business)?;
        let form_def = state
            .forms
            .get(&def.form.id, def.form.version)
            .ok_or_else(ApiError::no_such_form)?;
        let charge = Charge::of_application(conn, &app.id)?.map(|c| c.amount);
        let voucher = voucher::build(conn, app, &form_def, &instance.form, charge.clone())?;
        let dictionaries = DictEntry::values(conn, &app.tenant_id)?;
        let mut source = Source {
            app: app.clone(),
            voucher,
            form: instance.form,
            dictionaries,
            charge,
            registration: None,
        };
        if let Some(kind) = registration_kind(&def, &source.form) {
            source.registration = Some(source.registration_of(conn, kind)?);
        }
        Ok(source)
    }

    /// A form field as text, trimmed; empty when absent.
    pub fn text(&self, prop: &str) -> String {
        text_of(self.form.get(prop))
    }

    /// A form field's dictionary label (the key itself when the dictionary lacks it).
    pub fn label(&self, dictionary: &str, prop: &str) -> String {
        self.label_of(dictionary, &self.text(prop))
    }

    pub fn label_of(&self, dictionary: &str, key: &str) -> String {
        self.dictionaries
            .get(&(dictionary.to_owned(), key.to_owned()))
            .cloned()
            .unwrap_or_else(|| key.to_owned())
    }

    /// The rows of a table field.
    pub fn rows(&self, prop: &str) -> Vec<&Map<String, Value>> {
        self.form
            .get(prop)
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .filter_map(Value::as_object)
            .collect()
    }

    pub fn cell(row: &Map<String, Value>, prop: &str) -> String {
        text_of(row.get(prop))
    }

    /// The completion day (Beijing), YYYY-MM-DD.
    pub fn completed_day(&self) -> String {
        self.app
            .completed_at
            .map(|t| beijing_date(t).to_string())
            .unwrap_or_default()
    }

    /// The day the applicant submitted, YYYY-MM-DD.
    pub fn submitted_day(&self) -> String {
        beijing_date(self.app.submitted_at.unwrap_or(self.app.created_at)).to_string()
    }

    fn registration_of(&self, conn: &mut DbConn, kind: Kind) -> Result<Registration, ApiError> {
        let total_shares = self.text("totalShares").parse::<i64>().unwrap_or(0);
        let face_value = self
            .text("faceValue")
            .parse::<Decimal>()
            .ok()
            .filter(|v| *v > Decimal::ZERO)
            .unwrap_or(Decimal::ONE);
        let mut holders: Vec<Holder> = Vec::new();
        for row in self.rows("shareHolderList") {
            let cell = |prop: &str| Self::cell(row, prop);
            let volume = cell("volume").parse::<i64>().unwrap_or(0);
            let (organ, cert_type) = (cell("organType"), cell("certType"));
            let account = match cell("accountNumber") {
                named if !named.is_empty() => named,
                _ => self.open_account(conn, row)?,
            };
            let same = holders.iter_mut().find(|h| {
                h.name == cell("holderName")
                    && h.certificate_no == cell("certificateNo")
                    && h.account_number == account
            });
            match same {
                Some(holder) => holder.volume += volume,
                None => holders.push(Holder {
                    name: cell("holderName"),
                    organ_type: self.label_of("organType", &organ),
                    cert_type: self.label_of("certificateType", &cert_type),
                    certificate_no: cell("certificateNo"),
                    account_number: account,
                    volume,
                    ratio: String::new(),
                }),
            }
        }
        for holder in &mut holders {
            holder.ratio = ratio(holder.volume, total_shares);
        }
        let custody_start = self
            .rows("serviceInformationCsrcs")
            .into_iter()
            .find(|r| Self::cell(r, "serviceType") == "1")
            .map(|r| Self::cell(r, "serviceStatusStartDate"))
            .filter(|d| !d.is_empty())
            .unwrap_or_else(|| self.completed_day());
        Ok(Registration {
            kind,
            holders,
            total_shares,
            face_value,
            custody_start,
        })
    }

    /// The registration account the effect credited a holder named without one on: its open
    /// account in the register.
    fn open_account(
        &self,
        conn: &mut DbConn,
        row: &Map<String, Value>,
    ) -> Result<String, ApiError> {
        let (name, cert_type, number) = (
            Self::cell(row, "holderName"),
            Self::cell(row, "certType"),
            Self::cell(row, "certificateNo"),
        );
        let identity = HolderIdentity {
            tenant_id: &self.app.tenant_id,
            holder_name: &name,
            organ_type: Self::cell(row, "organType").parse().unwrap_or(0),
            cert_type: Some(&cert_type),
            certificate_no: &number,
        };
        let Some(uuid) = identity.open_account(conn)? else {
            return Ok(String::new());
        };
        Ok(HolderAccount::find(conn, &uuid)?
            .map(|a| a.account_number)
            .unwrap_or_default())
    }
}

#[cfg(test)]
mod tests {
    use super::ratio;

    #[test]
    fn ratios_are_truncated_to_four_decimals() {
        assert_eq!(ratio(1, 3), "33.3333");
        assert_eq!(ratio(2, 3), "66.6666", "never rounded up");
        assert_eq!(ratio(1000, 1000), "100.0000");
        assert_eq!(ratio(1, 7), "14.2857");
        assert_eq!(ratio(5, 0), "0.0000");
    }
}
