//! What the public site publishes besides the showcase: information disclosures, notices
//! (pledge, freeze, information), policies, members and private-equity funds. Every list is
//! newest first and paged on the server.

use diesel::prelude::*;
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    clock::beijing_text,
    db::DbConn,
    models::{containing, disclosure_scope, showcase::fen_to_yuan, LIKE_ESCAPE},
    paging::{counted, Counted, Paging},
    schema::{companies, disclosures, members, notices, policies, private_funds},
};

type Backend = <DbConn as Connection>::Backend;

/// A disclosure with its enterprise's name and code, when it has one, and whether the report
/// as filed is kept (its `details`).
type DisclosureRow = (Disclosure, Option<(String, Option<String>)>, bool);

#[derive(Clone, Debug, Queryable, Selectable, Insertable)]
#[diesel(table_name = disclosures)]
pub struct Disclosure {
    pub id: String,
    pub tenant_id: String,
    pub company_id: Option<String>,
    pub title: String,
    pub category: String,
    pub content: String,
    pub attach_id: Option<String>,
    pub published_at: i64,
}

/// A disclosure as visitors see it; `content` only in the detail.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DisclosureView {
    pub id: String,
    pub title: String,
    /// A key of the dictionary `disclosureCategory`.
    pub category: String,
    pub company_id: Option<String>,
    pub company_name: Option<String>,
    pub company_code: Option<String>,
    pub attach_id: Option<String>,
    pub publish_time: String,
    /// Filed on the platform (a periodic report, 550070): its tables are kept and
    /// `informationDis/getDetailsByUUID` answers them; otherwise the disclosure is its text.
    pub filed: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub content: Option<String>,
}

impl Disclosure {
    /// Records a published disclosure (the periodic report's effect, in its transaction).
    pub fn publish(conn: &mut DbConn, disclosure: &Disclosure) -> QueryResult<usize> {
        diesel::insert_into(disclosures::table)
            .values(disclosure)
            .execute(conn)
    }

    pub fn page(
        conn: &mut DbConn,
        tenant: &str,
        key: Option<&str>,
        category: Option<&str>,
        company: Option<&str>,
        readable: &[String],
        paging: Paging,
    ) -> QueryResult<Counted<DisclosureView>> {
        let base = || {
            let mut q = disclosures::table
                .left_join(companies::table)
                .filter(disclosures::tenant_id.eq(tenant))
                .filter(
                    disclosures::scope
                        .eq(disclosure_scope::ALL)
                        .or(disclosures::id.eq_any(readable.to_vec())),
                )
                .into_boxed::<Backend>();
            if let Some(key) = key {
                let p = containing(key);
                q = q.filter(
                    disclosures::title
                        .like(p.clone())
                        .escape(LIKE_ESCAPE)
                        .or(companies::name.like(p).escape(LIKE_ESCAPE)),
                );
            }
            if let Some(c) = category {
                q = q.filter(disclosures::category.eq(c.to_owned()));
            }
            if let Some(c) = company {
                q = q.filter(disclosures::company_id.eq(c.to_owned()));
            }
            q
        };
        let (rows, total) = counted(conn, base, paging.offset(), paging.size, |conn, q| {
            q.order((disclosures::published_at.desc(), disclosures::id))
                .select((
                    Disclosure::as_select(),
                    (companies::name, companies::code).nullable(),
                    disclosures::details.is_not_null(),
                ))
                .load::<DisclosureRow>(conn)
        })?;
        Ok((
            rows.into_iter()
                .map(|(d, c, filed)| d.view(c, filed, false))
                .collect(),
            total,
        ))
    }

    /// One disclosure, if it is public or among the `readable` restricted ones.
    pub fn find(
        conn: &mut DbConn,
        tenant: &str,
        id: &str,
        readable: &[String],
    ) -> QueryResult<Option<DisclosureView>> {
        let row: Option<DisclosureRow> = disclosures::table
            .left_join(companies::table)
            .filter(disclosures::tenant_id.eq(tenant))
            .filter(disclosures::id.eq(id))
            .filter(
                disclosures::scope
                    .eq(disclosure_scope::ALL)
                    .or(disclosures::id.eq_any(readable.to_vec())),
            )
            .select((
                Disclosure::as_select(),
                (companies::name, companies::code).nullable(),
                disclosures::details.is_not_null(),
            ))
            .first(conn)
            .optional()?;
        Ok(row.map(|(d, c, filed)| d.view(c, filed, true)))
    }

    fn view(
        self,
        company: Option<(String, Option<String>)>,
        filed: bool,
        with_content: bool,
    ) -> DisclosureView {
        let (company_name, company_code) = match company {
            Some((name, code)) => (Some(name), code),
            None => (None, None),
        };
        DisclosureView {
            id: self.id,
            title: self.title,
            category: self.category,
            company_id: self.company_id,
            company_name,
            company_code,
            attach_id: self.attach_id,
            publish_time: beijing_text(self.published_at),
            filed,
            content: with_content.then_some(self.content),
        }
    }
}

/// The kinds of notice.
pub mod notice_type {
    pub const PLEDGE: &str = "pledge";
    pub const FREEZE: &str = "freeze";
    pub const INFO: &str = "info";
    pub const ALL: [&str; 3] = [PLEDGE, FREEZE, INFO];
}

/// A published notice. Pledge and freeze notices are written by the register in the
/// transaction that completes a pledge or a freeze (see [`Notice::publish`]); `source_id` is
/// then the pledge's or freeze's id, unique per type, so that publishing twice is refused.
#[derive(Clone, Debug, Queryable, Selectable, Insertable)]
#[diesel(table_name = notices)]
pub struct Notice {
    pub id: String,
    pub tenant_id: String,
    pub notice_type: String,
    pub source_id: Option<String>,
    pub title: String,
    pub company_id: Option<String>,
    pub company_name: String,
    pub holder_name: Option<String>,
    /// Shares pledged or frozen.
    pub volume: Option<i64>,
    /// The pledgee (pledge) or the freezing authority (freeze).
    pub counterparty: Option<String>,
    pub start_date: Option<String>,
    pub end_date: Option<String>,
    pub content: String,
    pub published_at: i64,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NoticeView {
    pub id: String,
    pub notice_type: String,
    pub title: String,
    pub company_id: Option<String>,
    pub company_name: String,
    pub holder_name: Option<String>,
    pub volume: Option<i64>,
    pub counterparty: Option<String>,
    pub start_date: Option<String>,
    pub end_date: Option<String>,
    pub publish_time: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub content: Option<String>,
}

impl Notice {
    /// Records a published notice. The register calls this inside the transaction of the
    /// completing effect, with `source_id` the id of the pledge or freeze row.
    pub fn publish(conn: &mut DbConn, notice: &Notice) -> QueryResult<usize> {
        diesel::insert_into(notices::table)
            .values(notice)
            .execute(conn)
    }

    pub fn page(
        conn: &mut DbConn,
        tenant: &str,
        kind: &str,
        key: Option<&str>,
        paging: Paging,
    ) -> QueryResult<Counted<NoticeView>> {
        let base = || {
            let mut q = notices::table
                .filter(notices::tenant_id.eq(tenant))
                .filter(notices::notice_type.eq(kind))
                .into_boxed::<Backend>();
            if let Some(key) = key {
                let p = containing(key);
                q = q.filter(
                    notices::title
                        .like(p.clone())
                        .escape(LIKE_ESCAPE)
                        .or(notices::company_name.like(p).escape(LIKE_ESCAPE)),
                );
            }
            q
        };
        let (rows, total) = counted(conn, base, paging.offset(), paging.size, |conn, q| {
            q.order((notices::published_at.desc(), notices::id))
                .select(Notice::as_select())
                .load(conn)
        })?;
        Ok((rows.into_iter().map(|n| n.view(false)).collect(), total))
    }

    pub fn find(conn: &mut DbConn, tenant: &str, id: &str) -> QueryResult<Option<NoticeView>> {
        Ok(notices::table
            .filter(notices::tenant_id.eq(tenant))
            .filter(notices::id.eq(id))
            .select(Notice::as_select())
            .first(conn)
            .optional()?
            .map(|n| n.view(true)))
    }

    fn view(self, with_content: bool) -> NoticeView {
        NoticeView {
            id: self.id,
            notice_type: self.notice_type,
            title: self.title,
            company_id: self.company_id,
            company_name: self.company_name,
            holder_name: self.holder_name,
            volume: self.volume,
            counterparty: self.counterparty,
            start_date: self.start_date,
            end_date: self.end_date,
            publish_time: beijing_text(self.published_at),
            content: with_content.then_some(self.content),
        }
    }
}

#[derive(Clone, Debug, Queryable, Selectable, Insertable)]
#[diesel(table_name = policies)]
pub struct Policy {
    pub id: String,
    pub tenant_id: String,
    pub title: String,
    pub issuer: String,
    pub category: String,
    pub content: String,
    pub published_at: i64,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PolicyView {
    pub id: String,
    pub title: String,
    pub issuer: String,
    pub category: String,
    pub publish_time: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub content: Option<String>,
}

impl Policy {
    pub fn page(
        conn: &mut DbConn,
        tenant: &str,
        key: Option<&str>,
        paging: Paging,
    ) -> QueryResult<Counted<PolicyView>> {
        let base = || {
            let mut q = policies::table
                .filter(policies::tenant_id.eq(tenant))
                .into_boxed::<Backend>();
            if let Some(key) = key {
                q = q.filter(policies::title.like(containing(key)).escape(LIKE_ESCAPE));
            }
            q
        };
        let (rows, total) = counted(conn, base, paging.offset(), paging.size, |conn, q| {
            q.order((policies::published_at.desc(), policies::id))
                .select(Policy::as_select())
                .load(conn)
        })?;
        Ok((rows.into_iter().map(|p| p.view(false)).collect(), total))
    }

    pub fn find(conn: &mut DbConn, tenant: &str, id: &str) -> QueryResult<Option<PolicyView>> {
        Ok(policies::table
            .filter(policies::tenant_id.eq(tenant))
            .filter(policies::id.eq(id))
            .select(Policy::as_select())
            .first(conn)
            .optional()?
            .map(|p| p.view(true)))
    }

    fn view(self, with_content: bool) -> PolicyView {
        PolicyView {
            id: self.id,
            title: self.title,
            issuer: self.issuer,
            category: self.category,
            publish_time: beijing_text(self.published_at),
            content: with_content.then_some(self.content),
        }
    }
}

#[derive(Clone, Debug, Queryable, Selectable, Insertable, Serialize, ToSchema)]
#[diesel(table_name = members)]
#[serde(rename_all = "camelCase")]
pub struct Member {
    pub id: String,
    #[serde(skip)]
    pub tenant_id: String,
    pub name: String,
    /// A key of the dictionary `memberType`.
    pub member_type: String,
    pub intro: String,
    pub address: String,
    pub contact_phone: String,
    pub join_date: String,
    pub logo_file_id: Option<String>,
    #[serde(skip)]
    pub sort: i32,
}

impl Member {
    pub fn page(
        conn: &mut DbConn,
        tenant: &str,
        key: Option<&str>,
        member_type: Option<&str>,
        paging: Paging,
    ) -> QueryResult<Counted<Member>> {
        let base = || {
            let mut q = members::table
                .filter(members::tenant_id.eq(tenant))
                .into_boxed::<Backend>();
            if let Some(key) = key {
                q = q.filter(members::name.like(containing(key)).escape(LIKE_ESCAPE));
            }
            if let Some(t) = member_type {
                q = q.filter(members::member_type.eq(t.to_owned()));
            }
            q
        };
        counted(conn, base, paging.offset(), paging.size, |conn, q| {
            q.order((members::sort, members::id))
                .select(Member::as_select())
                .load(conn)
        })
    }

    pub fn find(conn: &mut DbConn, tenant: &str, id: &str) -> QueryResult<Option<Member>> {
        members::table
            .filter(members::tenant_id.eq(tenant))
            .filter(members::id.eq(id))
            .select(Member::as_select())
            .first(conn)
            .optional()
    }
}

#[derive(Clone, Debug, Queryable, Selectable, Insertable)]
#[diesel(table_name = private_funds)]
pub struct PrivateFund {
    pub id: String,
    pub tenant_id: String,
    pub fund_name: String,
    pub manager_name: String,
    pub filing_code: String,
    pub fund_type: String,
    pub size_fen: i64,
    pub established_date: String,
    pub custodian: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PrivateFundView {
    pub id: String,
    pub fund_name: String,
    pub manager_name: String,
    pub filing_code: String,
    pub fund_type: String,
    /// Yuan, decimal with two places.
    pub fund_size: String,
    pub established_date: String,
    pub custodian: String,
}

impl PrivateFund {
    pub fn page(
        conn: &mut DbConn,
        tenant: &str,
        key: Option<&str>,
        paging: Paging,
    ) -> QueryResult<Counted<PrivateFundView>> {
        let base = || {
            let mut q = private_funds::table
                .filter(private_funds::tenant_id.eq(tenant))
                .into_boxed::<Backend>();
            if let Some(key) = key {
                let p = containing(key);
                q = q.filter(
                    private_funds::fund_name
                        .like(p.clone())
                        .escape(LIKE_ESCAPE)
                        .or(private_funds::manager_name.like(p).escape(LIKE_ESCAPE)),
                );
            }
            q
        };
        let (rows, total) = counted(conn, base, paging.offset(), paging.size, |conn, q| {
            q.order((private_funds::established_date.desc(), private_funds::id))
                .select(PrivateFund::as_select())
                .load(conn)
        })?;
        Ok((
            rows.into_iter()
                .map(|f| PrivateFundView {
                    id: f.id,
                    fund_name: f.fund_name,
                    manager_name: f.manager_name,
                    filing_code: f.filing_code,
                    fund_type: f.fund_type,
                    fund_size: fen_to_yuan(f.size_fen),
                    established_date: f.established_date,
                    custodian: f.custodian,
                })
                .collect(),
            total,
        ))
    }
}
