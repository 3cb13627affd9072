//! Capital accounts (资金账户, issue 18): the bank account an issuer raises through or an
//! investor settles through, one a holder (an enterprise id or a registration account uuid).

use diesel::prelude::*;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::{db::DbConn, schema::capital_accounts};

#[derive(Clone, Debug, Deserialize, Insertable, Queryable, Selectable, Serialize, ToSchema)]
#[diesel(table_name = capital_accounts)]
// camelCase answered; the demo fixture is read as the columns are named
#[serde(rename_all(serialize = "camelCase"))]
pub struct CapitalAccount {
    #[serde(skip_serializing)]
    pub owner_id: String,
    #[serde(skip_serializing)]
    pub tenant_id: String,
    pub capital_account: String,
    pub holder_name: String,
    pub bank_name: String,
}

impl CapitalAccount {
    pub fn of(conn: &mut DbConn, tenant: &str, owner: &str) -> QueryResult<Option<Self>> {
        capital_accounts::table
            .filter(capital_accounts::tenant_id.eq(tenant))
            .filter(capital_accounts::owner_id.eq(owner))
            .select(CapitalAccount::as_select())
            .first(conn)
            .optional()
    }
}
