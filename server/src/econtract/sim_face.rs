//! The picture the e-contract simulator takes as its face check when a signer signs: a drawn
//! face (an oval, eyes, a mouth) on a background whose colour follows the signer and the time,
//! so that two signings give two pictures, as two photographs would. A real provider answers
//! the photograph its camera took.

use sha2::{Digest, Sha256};

const WIDTH: u32 = 120;
const HEIGHT: u32 = 150;

/// The PNG for `signer` signing at `at`.
pub fn picture(signer: &str, at: i64) -> Result<Vec<u8>, png::EncodingError> {
    let seed = Sha256::digest(format!("{signer}@{at}").as_bytes());
    let background = [
        150 + seed[0] % 100,
        150 + seed[1] % 100,
        150 + seed[2] % 100,
    ];
    let skin = [230 - seed[3] % 40, 190 - seed[4] % 40, 160 - seed[5] % 40];
    let mut pixels = Vec::with_capacity((WIDTH * HEIGHT * 3) as usize);
    for y in 0..HEIGHT {
        for x in 0..WIDTH {
            pixels.extend_from_slice(&colour(x as f32, y as f32, background, skin));
        }
    }
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, WIDTH, HEIGHT);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header()?;
    writer.write_image_data(&pixels)?;
    writer.finish()?;
    Ok(out)
}

fn colour(x: f32, y: f32, background: [u8; 3], skin: [u8; 3]) -> [u8; 3] {
    let inside = |cx: f32, cy: f32, rx: f32, ry: f32| {
        ((x - cx) / rx).powi(2) + ((y - cy) / ry).powi(2) <= 1.0
    };
    let dark = [40, 30, 30];
    if inside(42.0, 62.0, 6.0, 4.0) || inside(78.0, 62.0, 6.0, 4.0) {
        dark
    } else if inside(60.0, 98.0, 16.0, 5.0) && y > 98.0 {
        [170, 60, 60]
    } else if inside(60.0, 36.0, 44.0, 24.0) && y < 40.0 {
        dark
    } else if inside(60.0, 72.0, 40.0, 52.0) {
        skin
    } else if y > 125.0 && inside(60.0, 160.0, 58.0, 40.0) {
        [60, 80, 120]
    } else {
        background
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_picture_is_a_png_and_differs_per_signing() {
        let one = picture("S1", 1000).unwrap();
        assert!(one.starts_with(b"\x89PNG\r\n\x1a\n"));
        assert_ne!(one, picture("S1", 1001).unwrap());
        assert_eq!(one, picture("S1", 1000).unwrap());
    }
}
