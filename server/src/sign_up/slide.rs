//! The slide code (01 §7: `generateSendValidSlideCode`, `validateSlideCodeAndSend`,
//! `checkSlideAndSendBoundUserMobileValidCode`): before a code is sent to a phone, the visitor
//! drags a piece into the gap of a picture. It stands between the open registration and
//! password-reset screens and the SMS provider, which a script could otherwise make send texts
//! without end. The gap's place is kept with the login captchas (one try, expiring) and never
//! leaves the server; only the two pictures and the piece's height do.

use base64::{engine::general_purpose::STANDARD, Engine};
use image::{codecs::png::PngEncoder, ImageEncoder, Rgba, RgbaImage};
use rand::Rng;
use serde::Serialize;
use utoipa::ToSchema;

use crate::{clock::Timestamp, db::DbConn, error::ApiError, models::captcha::Captcha};

pub const WIDTH: u32 = 300;
pub const HEIGHT: u32 = 150;
/// The side of the square piece.
pub const PIECE: u32 = 44;
/// How far off the gap a dropped piece may land, in pixels.
pub const TOLERANCE: i64 = 5;
/// How long a puzzle may be solved.
pub const TTL_SECS: i64 = 120;

pub const FAILED: &str = "滑块验证未通过，请重新验证";
/// Kept apart from the login captchas' answers, so that neither passes for the other.
const PREFIX: &str = "slide:";

/// A puzzle as the screen draws it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Puzzle {
    /// Sent back with the piece's position.
    pub key: String,
    /// `data:image/png;base64,…`, `WIDTH`×`HEIGHT`, with the gap.
    pub background: String,
    /// `data:image/png;base64,…`, `PIECE`×`PIECE`.
    pub piece: String,
    /// Where the piece sits from the top; the visitor slides it from the left.
    pub y: u32,
    pub width: u32,
    pub height: u32,
    /// The side of the square piece.
    pub piece_size: u32,
}

/// Draws a new puzzle (CPU work: run it off the async workers) and answers it with the gap's
/// horizontal place.
pub fn draw() -> anyhow::Result<(u32, Puzzle)> {
    let mut rng = rand::thread_rng();
    let x = rng.gen_range(PIECE + 30..WIDTH - PIECE - 6);
    let y = rng.gen_range(8..HEIGHT - PIECE - 8);
    let scene = scene(&mut rng);
    let mut background = scene.clone();
    let mut piece = RgbaImage::new(PIECE, PIECE);
    for dy in 0..PIECE {
        for dx in 0..PIECE {
            let edge = dx < 2 || dy < 2 || dx >= PIECE - 2 || dy >= PIECE - 2;
            let original = *scene.get_pixel(x + dx, y + dy);
            piece.put_pixel(dx, dy, if edge { WHITE } else { original });
            let shaded = if edge { WHITE } else { shade(original) };
            background.put_pixel(x + dx, y + dy, shaded);
        }
    }
    let puzzle = Puzzle {
        key: uuid::Uuid::new_v4().simple().to_string(),
        background: png(&background)?,
        piece: png(&piece)?,
        y,
        width: WIDTH,
        height: HEIGHT,
        piece_size: PIECE,
    };
    Ok((x, puzzle))
}

/// Keeps the answer of a drawn puzzle.
pub fn keep(conn: &mut DbConn, key: &str, x: u32, now: Timestamp) -> Result<(), ApiError> {
    Captcha {
        captcha_key: key.to_owned(),
        code: format!("{PREFIX}{x}"),
        expires_at: now + TTL_SECS,
    }
    .insert(conn, now)?;
    Ok(())
}

/// Whether the piece was dropped on the gap. A puzzle is tried once, right or wrong.
pub fn solve(conn: &mut DbConn, key: &str, x: f64, now: Timestamp) -> Result<(), ApiError> {
    let key = key.trim();
    if key.is_empty() || !x.is_finite() {
        return Err(ApiError::bad_request(FAILED));
    }
    let answer = Captcha::take(conn, key, now)?
        .and_then(|c| c.code.strip_prefix(PREFIX)?.parse::<i64>().ok());
    match answer {
        Some(gap) if (x.round() as i64 - gap).abs() <= TOLERANCE => Ok(()),
        _ => Err(ApiError::bad_request(FAILED)),
    }
}

const WHITE: Rgba<u8> = Rgba([255, 255, 255, 255]);

/// A soft gradient with scattered discs: enough texture that the gap is found by eye and not
/// by a flat colour.
fn scene(rng: &mut impl Rng) -> RgbaImage {
    let from = [
        rng.gen_range(60..160u8),
        rng.gen_range(90..180),
        rng.gen_range(140..230),
    ];
    let to = [
        rng.gen_range(150..250u8),
        rng.gen_range(120..220),
        rng.gen_range(60..160),
    ];
    let mut image = RgbaImage::from_fn(WIDTH, HEIGHT, |px, py| {
        let t = (px + py) as f32 / (WIDTH + HEIGHT) as f32;
        let mix = |a: u8, b: u8| (a as f32 + (b as f32 - a as f32) * t) as u8;
        Rgba([
            mix(from[0], to[0]),
            mix(from[1], to[1]),
            mix(from[2], to[2]),
            255,
        ])
    });
    for _ in 0..18 {
        let (cx, cy) = (
            rng.gen_range(0..WIDTH) as i64,
            rng.gen_range(0..HEIGHT) as i64,
        );
        let r = rng.gen_range(6..26i64);
        let colour = Rgba([rng.gen(), rng.gen(), rng.gen(), 255]);
        for py in (cy - r).max(0)..(cy + r).min(HEIGHT as i64) {
            for px in (cx - r).max(0)..(cx + r).min(WIDTH as i64) {
                if (px - cx).pow(2) + (py - cy).pow(2) <= r * r {
                    let under = *image.get_pixel(px as u32, py as u32);
                    image.put_pixel(px as u32, py as u32, blend(under, colour));
                }
            }
        }
    }
    image
}

fn blend(a: Rgba<u8>, b: Rgba<u8>) -> Rgba<u8> {
    let m = |x: u8, y: u8| ((x as u16 + y as u16) / 2) as u8;
    Rgba([m(a[0], b[0]), m(a[1], b[1]), m(a[2], b[2]), 255])
}

fn shade(p: Rgba<u8>) -> Rgba<u8> {
    Rgba([p[0] / 3, p[1] / 3, p[2] / 3, 255])
}

fn png(image: &RgbaImage) -> anyhow::Result<String> {
    let mut bytes = Vec::new();
    PngEncoder::new(&mut bytes).write_image(
        image.as_raw(),
        image.width(),
        image.height(),
        image::ColorType::Rgba8,
    )?;
    Ok(format!("data:image/png;base64,{}", STANDARD.encode(bytes)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_gap_is_where_the_piece_was_cut_and_inside_the_picture() {
        for _ in 0..50 {
            let (x, puzzle) = draw().unwrap();
            assert!(x >= PIECE && x + PIECE <= WIDTH, "{x}");
            assert!(puzzle.y + PIECE <= HEIGHT);
            assert!(puzzle.background.starts_with("data:image/png;base64,"));
            assert!(puzzle.piece.starts_with("data:image/png;base64,"));
        }
    }
}
