//! Rebuilds the server when a migration is added: `embed_migrations!` reads the migration
//! folders at compile time, and cargo would otherwise notice only changes to files it read.
fn main() {
    println!("cargo:rerun-if-changed=../migrations");
}
