pub mod attach_detail;
pub mod download_file;
pub mod get_attach_zip;
pub mod public_download_file;
pub mod put_file_attach;
pub mod put_model_file_attach;
pub mod request;
