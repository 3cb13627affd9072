//! The outcome of a project's bidding: the shares offered allotted to the quotes in their rank
//! (the highest price first, then the earliest), each taking what it asked or what is left.

use rust_decimal::Decimal;

/// What a ranked quote is allotted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Allotted {
    All,
    Part(i64),
    Nothing,
}

impl Allotted {
    pub fn shares(self, asked: i64) -> i64 {
        match self {
            Allotted::All => asked,
            Allotted::Part(n) => n,
            Allotted::Nothing => 0,
        }
    }

    /// 全部成交, 部分成交, 未成交.
    pub fn label(self) -> &'static str {
        match self {
            Allotted::All => "全部成交",
            Allotted::Part(_) => "部分成交",
            Allotted::Nothing => "未成交",
        }
    }
}

/// Allots `offered` shares to the quantities asked, in their (ranked) order.
pub fn allot(offered: i64, asked: &[i64]) -> Vec<Allotted> {
    let mut left = offered.max(0);
    asked
        .iter()
        .map(|&quantity| {
            let taken = quantity.min(left).max(0);
            left -= taken;
            match taken {
                0 => Allotted::Nothing,
                t if t == quantity => Allotted::All,
                t => Allotted::Part(t),
            }
        })
        .collect()
}

/// The turnover of the allotted shares at their quotes' prices, yuan with two decimals.
pub fn turnover(prices: &[Decimal], allotted: &[i64]) -> Decimal {
    prices
        .iter()
        .zip(allotted)
        .map(|(price, shares)| *price * Decimal::from(*shares))
        .sum::<Decimal>()
        .round_dp(2)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ranked_quotes_take_the_offer_in_turn_until_it_runs_out() {
        let got = allot(1_000, &[400, 500, 300, 200]);
        assert_eq!(
            got,
            vec![
                Allotted::All,
                Allotted::All,
                Allotted::Part(100),
                Allotted::Nothing
            ]
        );
        assert_eq!(got[2].shares(300), 100);
        assert_eq!(got[3].label(), "未成交");
    }

    #[test]
    fn an_offer_larger_than_every_quote_allots_them_all() {
        assert_eq!(allot(10, &[3, 4]), vec![Allotted::All, Allotted::All]);
        assert!(allot(10, &[]).is_empty());
    }

    #[test]
    fn the_turnover_is_exact_in_yuan() {
        let prices: Vec<Decimal> = ["1.10", "1.05"]
            .iter()
            .filter_map(|p| p.parse().ok())
            .collect();
        assert_eq!(turnover(&prices, &[3, 7]).to_string(), "10.65");
    }
}
