-- Analytics of games finished before the analytics subscriber existed (decision 010: a
-- subscriber added later back-fills its own history). Idempotent: rows already written by
-- the subscriber are left alone. Openings are named by the subscriber only (the ECO table
-- lives in JavaScript), so back-filled games have none.
INSERT INTO "analytics_games" ("child_id", "game_id", "source", "colour", "result", "reason", "opponent", "moves", "finished_at")
SELECT g."child_id", g."id", 'ai', g."player_color",
  CASE WHEN g."game_result" = 'draw' THEN 'draw' WHEN g."winner" = 'player' THEN 'win' ELSE 'loss' END,
  coalesce(g."termination", 'unknown'), initcap(g."difficulty") || ' computer',
  ARRAY(SELECT jsonb_array_elements_text(g."moves")), g."finished_at"
FROM "ai_games" g
WHERE g."game_result" IS NOT NULL AND g."finished_at" IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "analytics_moves" ("child_id", "game_id", "ply", "played_at", "square", "piece", "capture", "time_ms", "won")
SELECT g."child_id", m."game_id", m."ply", m."created_at", substr(m."uci", 3, 2),
  CASE WHEN left(m."san", 1) IN ('N', 'B', 'R', 'Q', 'K') THEN lower(left(m."san", 1)) WHEN m."san" LIKE 'O-O%' THEN 'k' ELSE 'p' END,
  position('x' in m."san") > 0, m."time_taken_ms", g."winner" = 'player' AND g."game_result" <> 'draw'
FROM "ai_game_moves" m JOIN "ai_games" g ON g."id" = m."game_id"
WHERE m."by" = 'player' AND g."game_result" IS NOT NULL AND g."finished_at" IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "analytics_games" ("child_id", "game_id", "source", "colour", "result", "reason", "opponent", "moves", "finished_at")
SELECT p."child_id", g."id", 'live', p."colour",
  CASE WHEN g."result" = 'draw' THEN 'draw' WHEN g."winner_id" = p."child_id" THEN 'win' ELSE 'loss' END,
  coalesce(g."termination", 'unknown'),
  coalesce((SELECT c."username" FROM "child_profiles" c WHERE c."id" = p."opponent_id"), 'another player'),
  ARRAY(SELECT gm."san" FROM "game_moves" gm WHERE gm."game_id" = g."id" ORDER BY gm."ply"), g."finished_at"
FROM "games" g
CROSS JOIN LATERAL (VALUES (g."white_id", 'white', g."black_id"), (g."black_id", 'black', g."white_id")) AS p("child_id", "colour", "opponent_id")
WHERE g."status" = 'finished' AND g."finished_at" IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "analytics_moves" ("child_id", "game_id", "ply", "played_at", "square", "piece", "capture", "time_ms", "won")
SELECT m."moved_by", m."game_id", m."ply", m."created_at", substr(m."uci", 3, 2),
  CASE WHEN left(m."san", 1) IN ('N', 'B', 'R', 'Q', 'K') THEN lower(left(m."san", 1)) WHEN m."san" LIKE 'O-O%' THEN 'k' ELSE 'p' END,
  position('x' in m."san") > 0, m."time_taken_ms", g."result" <> 'draw' AND g."winner_id" = m."moved_by"
FROM "game_moves" m JOIN "games" g ON g."id" = m."game_id"
WHERE g."status" = 'finished' AND g."finished_at" IS NOT NULL
ON CONFLICT DO NOTHING;
