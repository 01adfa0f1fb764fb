-- Run once by the postgres image on an empty data volume (deploy/compose.yaml), as POSTGRES_USER (club).
-- The upstream uses the database `club` (DATABASE_URL); the gateway keeps its partner keys in a
-- database of its own (GATEWAY_DATABASE_URL): the upstream drops and recreates its whole schema when
-- its seed version changes, which must not take the partner keys with it.
CREATE DATABASE club_gateway;
