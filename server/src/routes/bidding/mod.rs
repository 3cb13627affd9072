//! 集中报价 (centralised quotation, 01 §2 /process/centralizedQquotation, /biddingDetail): the
//! transfer projects of private fund shares on offer (550223, 03 §3 "Transfer project") with
//! their quote deadlines and standing, and one project's bidding: its quotes ranked by price then
//! time and the outcome the ranking gives (the shares offered allotted in that order). Quotes
//! are made by the flow 550224 and recorded when it completes (`register::transfer_quote`).
//!
//! Who reads them: those who may read the transfer projects (staff and the investors,
//! `fund_transfer::support::ensure_may_read`). An investor sees the other quoters masked.

pub mod detail;
pub mod projects;
pub mod support;
