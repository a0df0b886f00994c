CREATE TABLE "reservation_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Reservations' freshness counter (see schema/cache.ts): bumped by statement triggers on events, services
-- and slots (their taken/waiting/booked counts move with every registration and booking), announced to
-- listeners (PGlite's single process). Registrations themselves change an event's counts in the same
-- transaction, so the event row's trigger covers them.
INSERT INTO reservation_version (id, version) VALUES (1, 0) ON CONFLICT (id) DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_reservation_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE reservation_version SET version = version + 1 WHERE id = 1;
  PERFORM pg_notify('reservation_version', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER reservation_activities_reservation_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reservation_activities FOR EACH STATEMENT EXECUTE FUNCTION bump_reservation_version();--> statement-breakpoint
CREATE TRIGGER reservation_services_reservation_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reservation_services FOR EACH STATEMENT EXECUTE FUNCTION bump_reservation_version();--> statement-breakpoint
CREATE TRIGGER reservation_slots_reservation_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reservation_slots FOR EACH STATEMENT EXECUTE FUNCTION bump_reservation_version();
