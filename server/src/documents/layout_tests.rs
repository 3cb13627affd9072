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

fn footer() -> Footer {
    Footer {
        biz_sn: "YW202612010001".into(),
        digest_label: CHAIN_DIGEST,
        chain_hash: "ab".repeat(32),
    }
}

/// The texts of a page, top to bottom, without its footer.
fn texts(page: &Page) -> Vec<(f32, String)> {
    page.ops
        .iter()
        .filter_map(|op| match op {
            Op::Text { y, text, .. } if *y < BOTTOM + 1.0 => Some((*y, text.clone())),
            _ => None,
        })
        .collect()
}

fn register(rows: usize) -> Vec<Block> {
    vec![
        Block::Title {
            title: "股东名册".into(),
            subtitle: Some("西安秦创智能科技股份有限公司".into()),
        },
        Block::Table {
            columns: vec![
                Column::new("序号", 0.6),
                Column::new("股东名称", 2.0),
                Column::new("持股数量（股）", 1.2),
            ],
            rows: (1..=rows)
                .map(|i| vec![i.to_string(), format!("股东{i}"), format!("{}", i * 100)])
                .collect(),
        },
    ]
}

#[test]
fn a_long_table_continues_on_new_pages_under_its_header_again() {
    let pages = lay_out(&Fixed, &register(120), &footer());
    assert!(
        pages.len() >= 3,
        "120 rows take several pages, got {}",
        pages.len()
    );
    for (i, page) in pages.iter().enumerate() {
        let texts = texts(page);
        let first_header = texts.iter().position(|(_, t)| t == "股东名称");
        assert!(first_header.is_some(), "page {} repeats the header", i + 1);
        for op in &page.ops {
            if let Op::Text { y, text, .. } = op {
                let footer = text.starts_with("业务流水号")
                    || text.starts_with("第 ")
                    || text.starts_with("区块链");
                assert!(footer || *y <= BOTTOM, "{text} at {y} runs into the footer");
            }
        }
    }
    // Every row is there exactly once, in order.
    let names: Vec<String> = pages
        .iter()
        .flat_map(texts)
        .map(|(_, t)| t)
        .filter(|t| t.starts_with("股东") && t != "股东名称" && t != "股东名册")
        .collect();
    let expected: Vec<String> = (1..=120).map(|i| format!("股东{i}")).collect();
    assert_eq!(names, expected);
}

#[test]
fn every_page_carries_the_serial_number_its_number_and_the_chain_hash() {
    let pages = lay_out(&Fixed, &register(120), &footer());
    let total = pages.len();
    for (i, page) in pages.iter().enumerate() {
        let all: Vec<String> = page
            .ops
            .iter()
            .filter_map(|op| match op {
                Op::Text { text, .. } => Some(text.clone()),
                _ => None,
            })
            .collect();
        assert!(all.contains(&format!("第 {} 页 / 共 {total} 页", i + 1)));
        assert!(all.contains(&"业务流水号：YW202612010001".to_owned()));
        assert!(all.iter().any(|t| t.ends_with(&"ab".repeat(32))));
    }
}

#[test]
fn a_row_taller_than_a_page_is_split_between_pages() {
    let long = "很长的说明文字。".repeat(400);
    let blocks = vec![Block::Table {
        columns: vec![Column::new("事项", 1.0), Column::new("说明", 4.0)],
        rows: vec![
            vec!["合规事项".into(), long.clone()],
            vec!["其后".into(), "一行".into()],
        ],
    }];
    let pages = lay_out(&Fixed, &blocks, &footer());
    assert!(
        pages.len() >= 2,
        "the row goes on over {} pages",
        pages.len()
    );
    let text: String = pages
        .iter()
        .flat_map(texts)
        .map(|(_, t)| t)
        .filter(|t| !["事项", "说明", "合规事项", "其后", "一行"].contains(&t.as_str()))
        .collect();
    assert_eq!(text, long, "no line of the row is lost or repeated");
    let last = texts(pages.last().unwrap());
    assert!(
        last.iter().any(|(_, t)| t == "其后"),
        "the next row follows"
    );
}

#[test]
fn a_heading_at_the_foot_of_a_page_moves_down_with_what_follows() {
    // 31 one-line rows under their header fill the first page to 8 points above its margin.
    let filler = vec!["行".to_owned(); 1];
    let mut blocks = vec![Block::Table {
        columns: vec![Column::new("填充", 1.0)],
        rows: vec![filler; 31],
    }];
    blocks.push(Block::Heading("股东信息".into()));
    blocks.push(Block::Fields(vec![("股东名称".into(), "张伟".into())]));
    let pages = lay_out(&Fixed, &blocks, &footer());
    assert_eq!(pages.len(), 2);
    let second = texts(&pages[1]);
    assert!(second.iter().any(|(_, t)| t == "股东信息"), "{second:?}");
    assert!(second.iter().any(|(_, t)| t == "张伟"));
    assert!(!texts(&pages[0]).iter().any(|(_, t)| t == "股东信息"));
}

#[test]
fn fields_sit_two_a_row_and_a_long_value_takes_a_row_of_its_own() {
    let blocks = vec![Block::Fields(vec![
        ("企业名称".into(), "西安秦创".into()),
        ("证件号码".into(), "91610131MA6TQC0011".into()),
        (
            "经营范围".into(),
            "软件开发；信息系统集成服务；人工智能应用软件开发；物联网技术服务。".into(),
        ),
        ("成立日期".into(), "2015-06-18".into()),
    ])];
    let pages = lay_out(&Fixed, &blocks, &footer());
    let at = |wanted: &str| {
        pages[0]
            .ops
            .iter()
            .find_map(|op| match op {
                Op::Text { x, y, text, .. } if text.starts_with(wanted) => Some((*x, *y)),
                _ => None,
            })
            .unwrap()
    };
    let (name_x, name_y) = at("企业名称");
    let (number_x, number_y) = at("证件号码");
    assert_eq!(name_y, number_y, "two pairs share a row");
    assert!(number_x > name_x + CONTENT_WIDTH * 0.4);
    let (_, scope_y) = at("经营范围");
    let (date_x, date_y) = at("成立日期");
    assert!(
        scope_y > name_y && date_y > scope_y,
        "the long value has its own row"
    );
    assert!(
        (date_x - name_x).abs() < 0.01,
        "the next pair starts a row again"
    );
    // The long value's lines stay inside the page's width.
    for op in &pages[0].ops {
        if let Op::Text { x, text, size, .. } = op {
            assert!(
                x + Fixed.width(text, *size, false) <= PAGE_WIDTH - MARGIN_X + 0.5,
                "{text}"
            );
        }
    }
}
