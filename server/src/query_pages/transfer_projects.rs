//! The `transferProjects` source: the tenant's transfer projects of private fund shares (03 §3
//! "Transfer project", 转让项目查询 `/tabQueryPage/zrxmcx2`), one tab per project state. A
//! project is offered to the whole market, so it belongs to nobody: who may open a page of
//! this source is the page's roles (the investors and staff, as `fundShareTransfer/page`).

use diesel::prelude::*;
use serde_json::{json, Map, Value};

use super::{
    criteria::{Criteria, Criterion},
    Scope,
};
use crate::{db::DbConn, models::LIKE_ESCAPE, schema::fund_transfer_projects as p};

type Backend = <DbConn as Connection>::Backend;
type Boxed<'a> = diesel::dsl::IntoBoxed<'a, p::table, Backend>;

fn filtered<'a>(scope: &'a Scope, criteria: &'a Criteria) -> Boxed<'a> {
    use Criterion::*;
    let mut q = p::table
        .into_boxed()
        .filter(p::tenant_id.eq(scope.tenant.as_str()));
    for (prop, condition) in &criteria.conditions {
        q = match (*prop, condition) {
            ("projectAbbreviation", Contains(t)) => {
                q.filter(p::project_abbreviation.like(t).escape(LIKE_ESCAPE))
            }
            ("bizSn", Contains(t)) => q.filter(p::biz_sn.like(t).escape(LIKE_ESCAPE)),
            ("companyName", Contains(t)) => q.filter(p::company_name.like(t).escape(LIKE_ESCAPE)),
            ("holderName", Contains(t)) => q.filter(p::holder_name.like(t).escape(LIKE_ESCAPE)),
            ("status", OneOf(codes)) => q.filter(p::status.eq_any(codes)),
            ("unionStatus", OneOf(codes)) => q.filter(p::union_status.eq_any(codes)),
            ("shareTransfer", Between(min, max)) => within!(q, p::share_transfer, *min, *max),
            // the definition's check lets no other condition through
            _ => q,
        };
    }
    q
}

#[diesel::dsl::auto_type]
fn columns() -> _ {
    (
        p::id,
        p::project_abbreviation,
        p::biz_sn,
        p::status,
        p::company_name,
        p::holder_name,
        p::union_status,
        p::share_transfer,
        p::low_price,
    )
}

type Row = (
    String,
    String,
    String,
    String,
    String,
    String,
    String,
    i64,
    String,
);

/// The rows in the order asked for (the newest serial number first when none), ties by id.
fn sorted<'a>(q: Boxed<'a>, sort: Option<(&str, bool)>) -> Boxed<'a> {
    let q = match sort {
        Some(("projectAbbreviation", d)) => by!(q, d, p::project_abbreviation),
        Some(("bizSn", d)) => by!(q, d, p::biz_sn),
        Some(("companyName", d)) => by!(q, d, p::company_name),
        Some(("holderName", d)) => by!(q, d, p::holder_name),
        Some(("status", d)) => by!(q, d, p::status),
        Some(("unionStatus", d)) => by!(q, d, p::union_status),
        Some(("shareTransfer", d)) => by!(q, d, p::share_transfer),
        _ => q.order(p::biz_sn.desc()),
    };
    q.then_order_by(p::id.asc())
}

/// The rows after the one `after` names (`id`) in the order asked for.
fn seek<'a>(
    conn: &mut DbConn,
    scope: &'a Scope,
    criteria: &'a Criteria,
    after: &Map<String, Value>,
) -> QueryResult<Option<Boxed<'a>>> {
    let Some(id) = after.get("id").and_then(Value::as_str) else {
        return Ok(None);
    };
    let q = filtered(scope, criteria);
    let at = || filtered(scope, criteria).filter(p::id.eq(id.to_owned()));
    let tie = p::id.gt(id.to_owned());
    Ok(match criteria.sort {
        Some(("bizSn", d)) => seek!(conn, q, at(), d, p::biz_sn => String, tie),
        None => seek!(conn, q, at(), true, p::biz_sn => String, tie),
        Some(_) => None,
    })
}

reads!(columns(), Row);

fn row(r: Row) -> Map<String, Value> {
    let (id, abbreviation, biz_sn, status, company, holder, union, shares, low_price) = r;
    super::object(json!({
        "id": id, "projectAbbreviation": abbreviation, "bizSn": biz_sn, "status": status,
        "companyName": company, "holderName": holder, "unionStatus": union,
        "shareTransfer": shares, "lowPrice": low_price,
    }))
}
