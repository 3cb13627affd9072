//! Amounts shown to people: thousands separators with two decimals (01 §5, §9) and Chinese
//! capital numerals with 元角分整 (02 §9). Both work on the decimal text, so any length is
//! exact; rounding is half away from zero, to the fen.

use super::number::Plain;

/// Why [`capital_amount`] cannot write an amount.
pub const NOT_AN_AMOUNT: &str = "请输入正确的金额";
pub const TOO_LARGE: &str = "金额过大，无法转换为中文大写";

/// Integer digits [`capital_amount`] writes: up to 玖仟玖佰玖拾玖亿….
const CAPITAL_MAX_INT_DIGITS: usize = 12;

/// `1234567.891` → `1,234,567.89`. Text that already holds a comma is returned as it is;
/// anything that is not a plain decimal number gives `None` (the product's `false`).
pub fn thousands(s: &str) -> Option<String> {
    if s.contains(',') {
        return Some(s.to_string());
    }
    let (negative, int, frac) = round_to_fen(s)?;
    let mut grouped = String::with_capacity(int.len() + int.len() / 3 + 4);
    for (i, c) in int.chars().enumerate() {
        if i > 0 && (int.len() - i) % 3 == 0 {
            grouped.push(',');
        }
        grouped.push(c);
    }
    let sign = if negative { "-" } else { "" };
    Some(format!("{sign}{grouped}.{frac}"))
}

/// `1680.32` → `壹仟陆佰捌拾元叁角贰分`, `10` → `壹拾元整`, `0.5` → `伍角`, `1.05` → `壹元零伍分`,
/// `0` → `零元整`; a negative amount starts with 负. Zeros between digits are written as one 零
/// (`1005000` → `壹佰万零伍仟元整`); 整 follows an amount that ends at 元.
pub fn capital_amount(s: &str) -> Result<String, String> {
    const DIGITS: [char; 10] = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
    const IN_GROUP: [&str; 4] = ["", "拾", "佰", "仟"];
    const GROUPS: [&str; 3] = ["", "万", "亿"];

    let (negative, int, frac) = round_to_fen(s).ok_or(NOT_AN_AMOUNT)?;
    if int.len() > CAPITAL_MAX_INT_DIGITS {
        return Err(TOO_LARGE.to_string());
    }
    let digit = |b: u8| DIGITS[usize::from(b - b'0')];
    let mut out = String::new();
    if negative {
        out.push('负');
    }
    if int != "0" {
        let mut zeros = 0;
        for (i, b) in int.bytes().enumerate() {
            let place = int.len() - i - 1;
            if b == b'0' {
                zeros += 1;
            } else {
                if zeros > 0 {
                    out.push('零');
                }
                zeros = 0;
                out.push(digit(b));
                out.push_str(IN_GROUP[place % 4]);
            }
            if place % 4 == 0 && zeros < 4 {
                out.push_str(GROUPS[place / 4]);
            }
        }
        out.push('元');
    }
    let (jiao, fen) = (frac.as_bytes()[0], frac.as_bytes()[1]);
    match (jiao, fen) {
        (b'0', b'0') if int == "0" => out.push_str("零元整"),
        (b'0', b'0') => out.push('整'),
        (b'0', _) => {
            if int != "0" {
                out.push('零');
            }
            out.push(digit(fen));
            out.push('分');
        }
        _ => {
            out.push(digit(jiao));
            out.push('角');
            if fen != b'0' {
                out.push(digit(fen));
                out.push('分');
            }
        }
    }
    Ok(out)
}

/// A plain decimal rounded half away from zero to two decimals: sign (never negative for a
/// zero result), integer digits without leading zeros, and exactly two decimals.
fn round_to_fen(s: &str) -> Option<(bool, String, String)> {
    let n = Plain::parse(s, true)?;
    let mut digits: Vec<u8> = n.int.bytes().collect();
    let mut frac = n.frac.bytes().chain(std::iter::repeat(b'0'));
    digits.extend(frac.by_ref().take(2));
    if frac.next().is_some_and(|d| d >= b'5') {
        let mut i = digits.len();
        loop {
            if i == 0 {
                digits.insert(0, b'1');
                break;
            }
            i -= 1;
            if digits[i] == b'9' {
                digits[i] = b'0';
            } else {
                digits[i] += 1;
                break;
            }
        }
    }
    let split = digits.len() - 2;
    let int = String::from_utf8_lossy(&digits[..split]);
    let int = int.trim_start_matches('0');
    let int = if int.is_empty() { "0" } else { int }.to_string();
    let frac = String::from_utf8_lossy(&digits[split..]).into_owned();
    let zero = int == "0" && frac == "00";
    Some((n.negative && !zero, int, frac))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thousands_groups_and_rounds() {
        assert_eq!(thousands("1234567.891").as_deref(), Some("1,234,567.89"));
        assert_eq!(thousands("999.995").as_deref(), Some("1,000.00"));
        assert_eq!(thousands("-1234.5").as_deref(), Some("-1,234.50"));
        assert_eq!(thousands("-0.001").as_deref(), Some("0.00"));
        assert_eq!(thousands("12").as_deref(), Some("12.00"));
        assert_eq!(thousands("1,2").as_deref(), Some("1,2"));
        assert_eq!(thousands("abc"), None);
        assert_eq!(thousands(""), None);
    }

    #[test]
    fn capitals_follow_the_accounting_rules() {
        let cases = [
            ("0", "零元整"),
            ("0.5", "伍角"),
            ("0.05", "伍分"),
            ("1.05", "壹元零伍分"),
            ("10", "壹拾元整"),
            ("1005000", "壹佰万零伍仟元整"),
            ("100010000", "壹亿零壹万元整"),
            ("1000000001", "壹拾亿零壹元整"),
            ("1680.32", "壹仟陆佰捌拾元叁角贰分"),
            ("-12.3", "负壹拾贰元叁角"),
            ("1.005", "壹元零壹分"),
            (
                "999999999999.99",
                "玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分",
            ),
        ];
        for (input, expected) in cases {
            assert_eq!(capital_amount(input).as_deref(), Ok(expected), "{input}");
        }
        assert_eq!(capital_amount("1000000000000"), Err(TOO_LARGE.to_string()));
        assert_eq!(capital_amount("1,000"), Err(NOT_AN_AMOUNT.to_string()));
    }
}
