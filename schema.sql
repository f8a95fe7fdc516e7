-- othello-db database schema, version 9 (version 8 stored the moves as text too, games.moves_text and superseded_games.moves_text, and had no game_moves; version 7 kept single_positions as one row (hash, game) a position; version 6 had no
-- drill_cards, watched_players nor news; version 5 had no superseded_games; version 4 had no repertoires; version 3 kept a position's games in one row of position_games; version 2 had no
-- former_names; version 1 had no game_merges, and games.dedup_key where match_key is).
--
-- One SQLite file holds the imported games and the opening tree built from them. The tool
-- applies this file to a new database; `meta.schema_version` says which version a file was made
-- with. Conventions used throughout:
--   * square index 0..63 = 8 * row + column, a1 = 0, h1 = 7, a8 = 56, h8 = 63 (row 1 at the top);
--     64 = pass, 65 = no move (the game ended here);
--   * a board is a 64-bit integer, bit i = square i, stored as SQLite's signed INTEGER
--     (read it as unsigned: -1 is all 64 squares);
--   * scores are black's discs unless a column says otherwise; "disc difference" is black's discs
--     minus white's with the empties given to the winner (2 * black_score - 64).

CREATE TABLE meta (
    key   TEXT PRIMARY KEY,   -- 'schema_version'; 'tree_last_game' (games with a larger id are not yet in the tree); 'tree_max_ply';
                              -- 'tree_single_positions' (the tree_last_game for which single_positions is complete);
                              -- 'tree_single_bucket_bits' (the hash bits that key a row of single_positions);
                              -- 'match_keys_pending' (1 after an upgrade from version 1: the next import computes games.match_key)
    value TEXT NOT NULL
) WITHOUT ROWID;

-- Every file imported, one row per distinct file content.
CREATE TABLE sources (
    id              INTEGER PRIMARY KEY,
    path            TEXT NOT NULL,            -- the file's path as it was imported (absolute)
    format          TEXT NOT NULL,            -- wthor, pgn, ggf, logistello, text, csv
    size            INTEGER NOT NULL,         -- bytes
    sha256          TEXT NOT NULL UNIQUE,     -- hex SHA-256 of the content: the same content is never imported twice
    imported_at     TEXT NOT NULL,            -- UTC, ISO-8601
    file_date       TEXT,                     -- date the file says it was written (WTHOR header), ISO-8601
    note            TEXT,                     -- what the reader noted (name files used, ...)
    games_read      INTEGER NOT NULL DEFAULT 0,  -- records read from the file
    games_imported  INTEGER NOT NULL DEFAULT 0,  -- new games stored from it
    games_duplicate INTEGER NOT NULL DEFAULT 0,  -- records that are games already stored from another source (not stored again)
    games_updated   INTEGER NOT NULL DEFAULT 0,  -- stored games whose details this file corrected (newer WTHOR issue)
    games_rejected  INTEGER NOT NULL DEFAULT 0   -- records refused; see import_problems
);

-- Players. WTHOR players keep FFO's id, which is stable while the name may be edited.
CREATE TABLE players (
    id         INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,                 -- as the newest source spells it
    wthor_id   INTEGER UNIQUE,                -- index in WTHOR.JOU, when the player comes from WTHOR
    names_date TEXT                           -- date of the .JOU the name was taken from
);
CREATE INDEX players_name ON players(name COLLATE NOCASE);

CREATE TABLE tournaments (
    id         INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    wthor_id   INTEGER UNIQUE,                -- index in WTHOR.TRN
    names_date TEXT                           -- date of the .TRN the name was taken from
);

-- Spellings a newer WTHOR name file replaced (FFO edits names in place: Isaksson Jonas became Odmark Jonas), and
-- spellings of older name files that did not apply: the lenient player search finds a player under each of them.
CREATE TABLE former_names (
    kind     TEXT NOT NULL CHECK (kind IN ('player', 'tournament')),
    owner_id INTEGER NOT NULL,                -- players.id or tournaments.id
    name     TEXT NOT NULL,
    until    TEXT,                            -- date of the name file that spelled it otherwise
    PRIMARY KEY (kind, owner_id, name)
) WITHOUT ROWID;

CREATE TABLE games (
    id                INTEGER PRIMARY KEY,
    source_id         INTEGER NOT NULL REFERENCES sources(id),
    record_index      INTEGER NOT NULL,       -- 0-based record (or game) number in the source
    line              INTEGER,                -- 1-based line where the game starts, text formats
    year              INTEGER,                -- year played (WTHOR: the file header's year)
    date              TEXT,                   -- full date when the source gives one, ISO-8601 when it can be read
    tournament_id     INTEGER REFERENCES tournaments(id),
    black_id          INTEGER REFERENCES players(id),
    white_id          INTEGER REFERENCES players(id),
    black_score       INTEGER,                -- black's discs as recorded, empties to the winner; NULL when only the winner is known
    result            INTEGER NOT NULL,       -- 1 black won, 0 draw, -1 white won (black_score > 32, = 32, < 32 when known)
    result_text       TEXT,                   -- the result exactly as the source wrote it
    theoretical_score INTEGER,                -- WTHOR: black's discs under perfect play from theoretical_depth empties
    theoretical_depth INTEGER,                -- empties at which theoretical_score holds (24 in every FFO file)
    moves             BLOB NOT NULL,          -- one byte per move, square index, in the source's orientation, passes left out
                                              -- (the view game_moves gives them as text)
    move_count        INTEGER NOT NULL,       -- moves on the board (passes not counted)
    complete          INTEGER NOT NULL,       -- 1 when the moves end the game, 0 when it stopped early
    final_black       INTEGER NOT NULL,       -- discs on the board after the last move (replayed)
    final_white       INTEGER NOT NULL,
    final_empties     INTEGER NOT NULL,
    opening_line      TEXT CHECK (opening_line IN ('parallel', 'diagonal', 'perpendicular')),  -- white's reply once the first move is f5
    match_key         TEXT                    -- year and moves seen from f5 (hashed): games of other sources with the same key are
                                              -- compared (score, names, tournament) to find the same game twice; see README.
                                              -- NULL for games without a year or without both players' names (never merged)
);
-- An import into an empty games table drops these four and builds them once at the end (faster
-- than keeping them up to date row by row); opening a database re-creates any that a crash left out.
CREATE INDEX IF NOT EXISTS games_year ON games(year);
CREATE INDEX IF NOT EXISTS games_black ON games(black_id);
CREATE INDEX IF NOT EXISTS games_white ON games(white_id);
CREATE INDEX IF NOT EXISTS games_tournament ON games(tournament_id);

-- Tags a source gives beyond the columns above (PGN Site, ratings, GGF time control...).
CREATE TABLE game_tags (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    key     TEXT NOT NULL,
    value   TEXT NOT NULL,
    PRIMARY KEY (game_id, key)
) WITHOUT ROWID;

-- Every decision taken when a record of one source had the year and moves of a game stored from another:
-- merged (the same game: not stored again) or kept apart (another game: stored). Users can check the rule here.
CREATE TABLE game_merges (
    id           INTEGER PRIMARY KEY,
    source_id    INTEGER NOT NULL REFERENCES sources(id),  -- the file the record came from
    record_index INTEGER NOT NULL,                          -- 0-based record in that file
    line         INTEGER,                                   -- 1-based line, text formats
    game_id      INTEGER NOT NULL REFERENCES games(id),    -- the stored game it was compared with
    decision     TEXT NOT NULL CHECK (decision IN ('merged', 'kept_apart')),
    new_game_id  INTEGER REFERENCES games(id),             -- kept apart: the game stored for the record
    reason       TEXT NOT NULL,                             -- how the score, names and tournament compared, for people
    decided_at   TEXT NOT NULL                              -- UTC, ISO-8601
);
CREATE INDEX game_merges_game ON game_merges(game_id);

-- The records of WTHOR issues that a newer issue of the same year replaced. FFO re-issues a year's file with games
-- added, relabelled, corrected and dropped: the newest issue of a year (by its header's date; the same date: the one
-- imported last) holds the year's games in `games`, and every older issue imported, before or after it, keeps its
-- records here, as the games it would store, so that `remove` of the newest issue gives back what the previous one held.
CREATE TABLE superseded_games (
    source_id         INTEGER NOT NULL REFERENCES sources(id),  -- the older issue
    record_index      INTEGER NOT NULL,       -- the columns below as in games
    year              INTEGER NOT NULL,
    date              TEXT,
    tournament_id     INTEGER REFERENCES tournaments(id),
    black_id          INTEGER REFERENCES players(id),
    white_id          INTEGER REFERENCES players(id),
    black_score       INTEGER,
    result            INTEGER NOT NULL,
    result_text       TEXT,
    theoretical_score INTEGER,
    theoretical_depth INTEGER,
    moves             BLOB NOT NULL,
    move_count        INTEGER NOT NULL,
    complete          INTEGER NOT NULL,
    final_black       INTEGER NOT NULL,
    final_white       INTEGER NOT NULL,
    final_empties     INTEGER NOT NULL,
    opening_line      TEXT,
    match_key         TEXT,
    PRIMARY KEY (source_id, record_index)
) WITHOUT ROWID;
CREATE INDEX superseded_games_year ON superseded_games(year);

-- Files and records that could not be imported, and why.
CREATE TABLE import_problems (
    id           INTEGER PRIMARY KEY,
    source_id    INTEGER REFERENCES sources(id),   -- NULL when the whole file was refused
    path         TEXT NOT NULL,                    -- the file
    record_index INTEGER,                          -- 0-based record, NULL for a whole file
    line         INTEGER,                          -- 1-based line in text files
    reason       TEXT NOT NULL,                    -- stable code: truncated, bad_header, board_size, solitaire,
                                                   -- bad_move_byte, illegal_move, move_after_game_over, id_out_of_range,
                                                   -- text formats: bad_square, bad_tag, bad_move_text, bad_result,
                                                   -- non_standard_start, synchro, komi, unknown_layout, ... (README lists all)
    message      TEXT NOT NULL,                    -- one line for people
    reported_at  TEXT NOT NULL                     -- UTC, ISO-8601
);
CREATE INDEX import_problems_source ON import_problems(source_id);

-- The opening tree. A position is identified by its canonical image under the 8 board symmetries
-- (the smallest side-to-move board read as unsigned, ties broken by the other board, as Edax
-- does) and by the colour to move. Positions and moves are stored where two or more games share
-- them; a position reached by a single game is found through that game (see README).
CREATE TABLE positions (
    id                INTEGER PRIMARY KEY,
    player            INTEGER NOT NULL,       -- canonical board of the side to move
    opponent          INTEGER NOT NULL,       -- canonical board of the other side
    black_to_move     INTEGER NOT NULL,       -- 1 when black is to move
    ply               INTEGER NOT NULL,       -- moves played to reach it (discs on the board - 4)
    games             INTEGER NOT NULL,       -- games that reached the position
    black_wins        INTEGER NOT NULL,       -- of those, won by black (by the recorded result)
    draws             INTEGER NOT NULL,
    white_wins        INTEGER NOT NULL,
    disc_diff_sum     INTEGER NOT NULL,       -- sum of final disc differences of the games with a score
    scored_games      INTEGER NOT NULL,       -- games with a score (the others only say who won)
    disc_diff_hist    TEXT NOT NULL,          -- 'difference:count' pairs, space separated, for medians
    theoretical_sum   INTEGER NOT NULL,       -- sum of WTHOR theoretical disc differences, position at or past the theoretical depth
    theoretical_games INTEGER NOT NULL,       -- games counted in theoretical_sum
    first_year        INTEGER,                -- earliest and latest year of the games
    last_year         INTEGER,
    UNIQUE (player, opponent, black_to_move)
);

-- Moves played from a stored position, with the same statistics over the games that played them.
-- `move` is in the position's canonical frame; where the position is symmetric, moves that lead to
-- the same position are merged under the smallest such square.
CREATE TABLE position_moves (
    position_id       INTEGER NOT NULL REFERENCES positions(id),
    move              INTEGER NOT NULL,       -- square index, 64 = pass
    games             INTEGER NOT NULL,
    black_wins        INTEGER NOT NULL,
    draws             INTEGER NOT NULL,
    white_wins        INTEGER NOT NULL,
    disc_diff_sum     INTEGER NOT NULL,
    scored_games      INTEGER NOT NULL,
    disc_diff_hist    TEXT NOT NULL,
    theoretical_sum   INTEGER NOT NULL,
    theoretical_games INTEGER NOT NULL,
    first_year        INTEGER,
    last_year         INTEGER,
    PRIMARY KEY (position_id, move)
) WITHOUT ROWID;

-- Which games reached each stored position: the position index behind position search and filtered
-- trees. A position's games are a list of numbers, each game_id * 128 + next_move (the game's next
-- move in the position's canonical frame, merged as in position_moves; 65 = the game ended here), in
-- increasing game id, cut into chunks of at most 1024 entries: a chunk is one row, its entries one
-- JSON array. Every chunk but a position's last holds 1024, so that an import adds its games to the
-- last chunk and new ones (it rewrites at most 1024 entries a position, however many games the
-- database holds), and an import in steps leaves the same rows as one import. The view
-- game_positions gives the one-row-a-game form; sum(entries) is the number of games.
CREATE TABLE position_games (
    position_id INTEGER NOT NULL REFERENCES positions(id),
    first_game  INTEGER NOT NULL,           -- game id of the chunk's first entry
    entries     INTEGER NOT NULL,           -- entries in the chunk, 1 to 1024
    games       TEXT NOT NULL,              -- JSON array of game_id * 128 + next_move
    PRIMARY KEY (position_id, first_game)
);

-- The positions reached by exactly one game (those the tables above leave out), so that an import
-- replays only its new games: a new game that reaches one of these finds the earlier game here
-- instead of replaying every game. A position is kept as the top 32 bits of the 64-bit hash of its
-- key (canonical boards and colour to move) and its game; the tree replays that game and compares
-- the boards, so two positions may share a key. The entries are packed in rows by the hash's top
-- bits (meta 'tree_single_bucket_bits' says how many; a full build chooses about 256 entries a row):
-- the number of entries (varint), a Rice parameter k and a game id width w in bits (a byte each),
-- then for each entry, by key then game, the gap from the previous key (the first from the
-- bucket's smallest) in Rice code and the game id in w bits. Up to the tree's ply bound; meta
-- 'tree_single_positions' equal to 'tree_last_game' says the table is complete (a tree without it
-- is rebuilt at its next update).
CREATE TABLE single_positions (
    bucket  INTEGER PRIMARY KEY,            -- the hash's top bits, signed
    entries BLOB NOT NULL                   -- the packed (key, game) entries, at least one
);

-- One row for each game at each stored position: position, game, ply and the move it played next.
CREATE VIEW game_positions AS
SELECT pg.position_id AS position_id, j.value >> 7 AS game_id, p.ply AS ply, j.value & 127 AS next_move
FROM position_games pg JOIN positions p ON p.id = pg.position_id, json_each(pg.games) AS j;

-- Repertoires the user owns: named trees of one colour's chosen moves and the replies prepared against them.
-- Only the repertoire commands write them: import, remove and build --rebuild never touch them, and nothing in them
-- refers to games or to the tree's ids (a position is keyed as the tree keys it, which a rebuild does not change).
CREATE TABLE repertoires (
    id         INTEGER PRIMARY KEY,
    name       TEXT NOT NULL UNIQUE COLLATE NOCASE,    -- as the user wrote it; two names differing only in case are one
    colour     TEXT NOT NULL CHECK (colour IN ('black', 'white')),  -- the side the user plays in it
    created_at TEXT NOT NULL                           -- UTC, ISO-8601
);

-- A repertoire's moves: at a position where its colour is to move, the one move chosen there; at the other
-- colour's, the replies prepared. A position is its canonical boards and colour to move, as in positions, so a
-- line reached by another move order or in another orientation is the same row, never a second one; the move is
-- in that canonical frame, moves leading to the same position merged under the smallest square (as position_moves).
-- Every row is reachable from the start through the others (the commands drop what a replaced move cut off).
CREATE TABLE repertoire_moves (
    repertoire_id INTEGER NOT NULL REFERENCES repertoires(id) ON DELETE CASCADE,
    player        INTEGER NOT NULL,       -- canonical board of the side to move
    opponent      INTEGER NOT NULL,       -- canonical board of the other side
    black_to_move INTEGER NOT NULL,       -- 1 when black is to move
    move          INTEGER NOT NULL,       -- square index in the canonical frame, 64 = pass
    ply           INTEGER NOT NULL,       -- moves played to reach the position (discs on the board - 4)
    PRIMARY KEY (repertoire_id, player, opponent, black_to_move, move)
) WITHOUT ROWID;

-- Exact values of positions solved for the endgame analysis (game ID --endgame, the page's endgame panel): a cache
-- that nothing else reads. A position's value under perfect play never changes, whatever games are stored, so import,
-- remove and build --rebuild leave it alone; it is keyed by the boards as played (not the canonical image), so that
-- the move kept is in the game's own orientation. An older file gets the table when it is first written to
-- (CREATE TABLE IF NOT EXISTS; no schema version for a cache); deleting its rows only costs solving them again.
CREATE TABLE IF NOT EXISTS solved_positions (
    player    INTEGER NOT NULL,       -- the discs of the side to move (bit i: square i, a1 = 0)
    opponent  INTEGER NOT NULL,       -- the discs of the other side
    score     INTEGER NOT NULL,       -- final disc difference for the side to move under perfect play
    best_move INTEGER NOT NULL,       -- a square that reaches it; 64: pass; -1: none (the game is over)
    PRIMARY KEY (player, opponent)
) WITHOUT ROWID;

-- The drill's memory of each position a repertoire asks the user to answer (its colour to move), keyed as
-- repertoire_moves keys positions: the FSRS state (stability in days, difficulty 1..10), when it is due again,
-- and how often it was asked and missed. A position the drill never asked has no row (it is new). Only the
-- drill writes it; import, remove and build --rebuild never touch it; deleting a repertoire deletes its rows.
CREATE TABLE drill_cards (
    repertoire_id INTEGER NOT NULL REFERENCES repertoires(id) ON DELETE CASCADE,
    player        INTEGER NOT NULL,       -- canonical board of the side to move
    opponent      INTEGER NOT NULL,       -- canonical board of the other side
    black_to_move INTEGER NOT NULL,       -- 1 when black is to move
    stability     REAL NOT NULL,          -- FSRS stability: days until recall falls to 90%
    difficulty    REAL NOT NULL,          -- FSRS difficulty, 1 (easy) to 10
    due_at        TEXT NOT NULL,          -- UTC, ISO-8601: asked again from then on
    last_review   TEXT NOT NULL,          -- UTC, ISO-8601
    reviews       INTEGER NOT NULL,       -- times asked
    lapses        INTEGER NOT NULL,       -- times answered wrong
    PRIMARY KEY (repertoire_id, player, opponent, black_to_move)
) WITHOUT ROWID;

-- The players the user watches: an import tells of their new games (news). Only the watch command writes it.
CREATE TABLE watched_players (
    name     TEXT PRIMARY KEY COLLATE NOCASE,  -- as the user wrote it, compared with players.name without case
    added_at TEXT NOT NULL                     -- UTC, ISO-8601
);

-- What each import changed for the user: its new games that touched a repertoire (followed it to its end, left it by
-- the opponent's move it does not hold, or by another move than the one it holds for the user's colour) or were played
-- by a watched player. Written by import from the new games' moves as it stores them (nothing else is read again);
-- the game's names and file are copied, so that a later remove of the file leaves the notice readable.
CREATE TABLE news (
    id          INTEGER PRIMARY KEY,
    imported_at TEXT NOT NULL,            -- UTC, ISO-8601: the import's start, one value for all its rows
    source      TEXT NOT NULL,            -- the file the game came from, as sources.path
    game_id     INTEGER NOT NULL,         -- games.id when imported
    year        INTEGER,
    black       TEXT,
    white       TEXT,
    kind        TEXT NOT NULL CHECK (kind IN ('followed', 'novelty', 'deviation', 'watched')),
    subject     TEXT NOT NULL,            -- the repertoire's name, or the watched player's
    ply         INTEGER,                  -- moves the game stayed in the repertoire (null for 'watched')
    move        TEXT                      -- the move that left it, as the game played it (null for 'followed', 'watched')
);
CREATE INDEX news_imported ON news (imported_at);

-- Readable views for people using the sqlite3 shell.
-- Each game's moves as text, 'f5d6c3...' (schema 8 and before stored them in games.moves_text: 16 MB of the
-- archive's file). Computed from games.moves when read: move n is found in a blob of the 64 squares' bytes
-- (x'00' a1 ... x'3F' h8), and its place there gives its two characters in the string of square names.
CREATE VIEW game_moves AS
SELECT g.id AS id,
       (WITH RECURSIVE m(n, text) AS (
            SELECT 0, ''
            UNION ALL
            SELECT n + 1, text || substr('a1b1c1d1e1f1g1h1a2b2c2d2e2f2g2h2a3b3c3d3e3f3g3h3a4b4c4d4e4f4g4h4a5b5c5d5e5f5g5h5a6b6c6d6e6f6g6h6a7b7c7d7e7f7g7h7a8b8c8d8e8f8g8h8',
                                         2 * instr(x'000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F202122232425262728292A2B2C2D2E2F303132333435363738393A3B3C3D3E3F', substr(g.moves, n + 1, 1)) - 1, 2)
            FROM m WHERE n < length(g.moves))
        SELECT text FROM m WHERE n = length(g.moves)) AS moves_text
FROM games g;

CREATE VIEW game_list AS
SELECT g.id, g.year, t.name AS tournament, b.name AS black, w.name AS white, g.black_score,
       CASE g.result WHEN 1 THEN 'black' WHEN -1 THEN 'white' ELSE 'draw' END AS winner,
       g.opening_line, g.move_count, g.complete, m.moves_text, s.path AS source
FROM games g
JOIN game_moves m ON m.id = g.id
LEFT JOIN tournaments t ON t.id = g.tournament_id
LEFT JOIN players b ON b.id = g.black_id
LEFT JOIN players w ON w.id = g.white_id
JOIN sources s ON s.id = g.source_id;

INSERT INTO meta (key, value) VALUES ('schema_version', '9');
