//! The API as its users see it, over real HTTP, on SQLite or PostgreSQL (see `helpers`).

mod helpers;
mod session;
mod sign_in;
mod system;
