DROP TABLE hitech_evaluations;
