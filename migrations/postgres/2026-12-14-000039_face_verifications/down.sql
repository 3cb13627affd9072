DROP TABLE face_verifications;
