//! Line breaking for Chinese text with Latin words and numbers in it: a line may break
//! between any two ideographs, a Latin word or number stays whole unless it alone is wider
//! than the line (a 64-character hash is cut where the line ends), closing punctuation never
//! starts a line and opening punctuation never ends one. A newline always breaks.

use super::layout::Measure;

/// Characters that may not begin a line: they stay with the character before them.
const NO_START: &str = "，。、；：！？）》」』】〕〉”’,.;:!?)]}%‰·…—～";
/// Characters that may not end a line: they go with the character after them.
const NO_END: &str = "（《「『【〔〈“‘([{￥$";

/// `text` in lines of at most `width` points at `size` (a single character wider than the
/// line still gets a line of its own). An empty text is one empty line.
pub fn wrap(measure: &dyn Measure, text: &str, size: f32, bold: bool, width: f32) -> Vec<String> {
    let mut lines = Vec::new();
    for paragraph in text.split('\n') {
        wrap_paragraph(measure, paragraph.trim_end(), size, bold, width, &mut lines);
    }
    lines
}

fn wrap_paragraph(
    measure: &dyn Measure,
    text: &str,
    size: f32,
    bold: bool,
    width: f32,
    lines: &mut Vec<String>,
) {
    let units = units(text);
    let mut line = String::new();
    let mut used = 0.0;
    for unit in units {
        let w = measure.width(&unit, size, bold);
        if used + w <= width + 0.01 {
            line.push_str(&unit);
            used += w;
            continue;
        }
        if !line.trim().is_empty() {
            lines.push(line.trim_end().to_owned());
        }
        let unit = if line.is_empty() {
            unit
        } else {
            unit.trim_start().to_owned()
        };
        line = String::new();
        used = 0.0;
        if measure.width(&unit, size, bold) <= width + 0.01 {
            used = measure.width(&unit, size, bold);
            line = unit;
            continue;
        }
        // A word wider than the line: cut it where the line ends.
        for c in unit.chars() {
            let w = measure.advance(c, bold) * size;
            if used + w > width + 0.01 && !line.is_empty() {
                lines.push(std::mem::take(&mut line));
                used = 0.0;
            }
            line.push(c);
            used += w;
        }
    }
    lines.push(line.trim_end().to_owned());
}

/// What may not be broken: an ideograph (with the punctuation that sticks to it), a Latin
/// word or number, a run of spaces.
fn units(text: &str) -> Vec<String> {
    let mut units: Vec<String> = Vec::new();
    let mut glue_next = false;
    for c in text.chars() {
        let wordy =
            c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '@' | '/' | '#' | '+' | '=' | '&');
        let continues_word = units
            .last()
            .and_then(|u| u.chars().last())
            .is_some_and(|last| {
                last.is_ascii_alphanumeric()
                    || matches!(
                        last,
                        '-' | '_' | '@' | '/' | '.' | '#' | '+' | '=' | '&' | ','
                    )
            })
            && (wordy || c == '.' || c == ',');
        let space_run = c == ' ' && units.last().is_some_and(|u| u.chars().all(|x| x == ' '));
        let stick = NO_START.contains(c) && !units.is_empty();
        if glue_next || continues_word || space_run || stick {
            if let Some(last) = units.last_mut() {
                last.push(c);
            } else {
                units.push(c.to_string());
            }
        } else {
            units.push(c.to_string());
        }
        glue_next = NO_END.contains(c);
    }
    units
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Ideographs one em, everything else half.
    struct Fixed;
    impl Measure for Fixed {
        fn advance(&self, c: char, _bold: bool) -> f32 {
            if c.is_ascii() {
                0.5
            } else {
                1.0
            }
        }
    }

    #[test]
    fn chinese_breaks_between_any_two_characters() {
        let lines = wrap(&Fixed, "一二三四五六七八九十", 10.0, false, 40.0);
        assert_eq!(lines, ["一二三四", "五六七八", "九十"]);
    }

    #[test]
    fn a_latin_word_or_number_stays_whole() {
        // "abc 12,345.67" : the number does not fit after "abc " and moves down whole.
        let lines = wrap(&Fixed, "甲乙abc 12,345.67元", 10.0, false, 60.0);
        assert_eq!(lines, ["甲乙abc", "12,345.67元"]);
    }

    #[test]
    fn closing_punctuation_never_starts_a_line() {
        let lines = wrap(&Fixed, "一二三四。五六", 10.0, false, 40.0);
        // 。 cannot begin the second line: it goes down with 四.
        assert_eq!(lines, ["一二三", "四。五六"]);
        let lines = wrap(&Fixed, "一二三（四）", 10.0, false, 40.0);
        assert_eq!(lines, ["一二三", "（四）"]);
    }

    #[test]
    fn a_word_wider_than_the_line_is_cut_where_the_line_ends() {
        let hash = "0123456789abcdef".repeat(4);
        let lines = wrap(&Fixed, &hash, 10.0, false, 100.0);
        assert_eq!(lines.len(), 4);
        assert!(
            lines.iter().all(|l| l.len() == 20 || l.len() == 4),
            "{lines:?}"
        );
        assert_eq!(lines.concat(), hash);
    }

    #[test]
    fn newlines_break_and_empty_text_is_one_empty_line() {
        assert_eq!(
            wrap(&Fixed, "甲\n\n乙", 10.0, false, 100.0),
            ["甲", "", "乙"]
        );
        assert_eq!(wrap(&Fixed, "", 10.0, false, 100.0), [""]);
    }

    #[test]
    fn no_line_is_wider_than_asked() {
        let text = "西安秦创智能科技股份有限公司（统一社会信用代码 91610131MA6TQC0011）于2026年12月1日申请股份初始登记，总股本 10,000,000 股。";
        for width in [30.0, 57.0, 80.0, 133.0, 300.0] {
            for line in wrap(&Fixed, text, 10.0, false, width) {
                let w = Fixed.width(&line, 10.0, false);
                let single = line.chars().count() == 1;
                assert!(
                    w <= width + 0.01 || single,
                    "{line} is {w} wide, more than {width}"
                );
            }
        }
        let joined: String = wrap(&Fixed, text, 10.0, false, 57.0).concat();
        assert_eq!(
            joined.replace(' ', ""),
            text.replace(' ', ""),
            "nothing is lost"
        );
    }
}
