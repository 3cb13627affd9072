DROP TABLE workbench_settings;
