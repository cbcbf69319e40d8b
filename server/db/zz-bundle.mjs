// server/main.ts
import path6 from "node:path";

// server/app.ts
import cookie from "@fastify/cookie";
import swagger from "@fastify/swagger";
import Fastify2 from "fastify";
import { jsonSchemaTransform, serializerCompiler as serializerCompiler2, validatorCompiler } from "fastify-type-provider-zod";

// server/plugins/auth.ts
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify } from "jose";
var VERIFIED_TOKENS = 1e3;
var VERIFIED_NO_EXPIRY_MS = 5 * 6e4;
function createVerifier(options) {
  const verify = verifierWithoutMemory(options);
  const verified = /* @__PURE__ */ new Map();
  return async (token) => {
    const known = verified.get(token);
    if (known) {
      verified.delete(token);
      if (Date.now() < known.until) {
        verified.set(token, known);
        return known.user;
      }
    }
    const user = await verify(token);
    verified.set(token, { user, until: user.expiresAt ?? Date.now() + VERIFIED_NO_EXPIRY_MS });
    if (verified.size > VERIFIED_TOKENS) verified.delete(verified.keys().next().value);
    return user;
  };
}
function verifierWithoutMemory(options) {
  const keySet = options.keys instanceof URL ? createRemoteJWKSet(options.keys) : createLocalJWKSet(options.keys);
  return async (token) => {
    const { payload } = await jwtVerify(token, keySet, {
      issuer: options.issuer,
      audience: options.audience,
      algorithms: ["RS256"]
    });
    const scopes = scopeList(payload);
    if (!scopes.includes(options.scope)) throw new Error("token lacks the API scope");
    const id = stringClaim(payload, "oid") ?? payload.sub;
    if (!id) throw new Error("token has no subject");
    const userName = stringClaim(payload, "preferred_username") ?? stringClaim(payload, "upn") ?? id;
    return { id, name: stringClaim(payload, "name") ?? userName, userName, expiresAt: payload.exp === void 0 ? void 0 : payload.exp * 1e3 };
  };
}
function stringClaim(payload, name3) {
  const value = payload[name3];
  return typeof value === "string" && value !== "" ? value : void 0;
}
function scopeList(payload) {
  const raw = stringClaim(payload, "scp") ?? "";
  return raw.split(" ").filter(Boolean);
}
function authenticate(verify) {
  return async (request, reply) => {
    const header = request.headers.authorization ?? "";
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) {
      await reply.code(401).header("www-authenticate", "Bearer").send({ message: "Sign-in required." });
      return;
    }
    try {
      request.user = await verify(match[1]);
    } catch (err) {
      request.log.info({ reason: err.message }, "bearer token rejected");
      await reply.code(401).header("www-authenticate", 'Bearer error="invalid_token"').send({ message: "Sign-in required." });
    }
  };
}

// server/plugins/console.ts
import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
async function registerConsole(app, distDir) {
  const index = path.join(distDir, "index.html");
  if (!existsSync(index)) {
    app.log.warn({ distDir }, "no built console found: run `npm run build` (API and sign-in still served)");
    app.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ message: "Not found." }));
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    setHeaders(res, file) {
      const rel = path.relative(distDir, file).split(path.sep).join("/");
      res.header("cache-control", rel.startsWith("assets/") ? "public, max-age=31536000, immutable" : "no-cache");
    }
  });
  app.get("/", async (_request, reply) => reply.header("cache-control", "no-cache").sendFile("index.html"));
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const isApi = url === "/api" || url.startsWith("/api/") || url.startsWith("/idp/");
    if (request.method === "GET" && !isApi && (request.headers.accept ?? "").includes("text/html")) {
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    }
    return reply.code(404).send({ message: "Not found." });
  });
}

// server/plugins/csrf.ts
import { randomBytes, timingSafeEqual } from "node:crypto";
var CSRF_COOKIE = "XSRF-TOKEN";
var CSRF_HEADER = "x-xsrf-token";
var SAFE_METHODS = /* @__PURE__ */ new Set(["GET", "HEAD", "OPTIONS"]);
async function issueCsrfCookie(request, reply) {
  if (request.cookies[CSRF_COOKIE]) return;
  reply.setCookie(CSRF_COOKIE, newToken(), {
    path: "/",
    sameSite: "strict",
    httpOnly: false,
    // Kept across browser restarts: a tablet that restarts offline still holds it when its queue replays.
    maxAge: 365 * 24 * 60 * 60,
    secure: request.protocol === "https"
  });
}
var TOKEN_BYTES = 24;
var BATCH = 256;
var pool = Buffer.alloc(0);
var used = 0;
function newToken() {
  if (used + TOKEN_BYTES > pool.length) {
    pool = randomBytes(TOKEN_BYTES * BATCH);
    used = 0;
  }
  used += TOKEN_BYTES;
  return pool.subarray(used - TOKEN_BYTES, used).toString("base64url");
}
async function verifyCsrf(request, reply) {
  if (SAFE_METHODS.has(request.method)) return;
  const cookie2 = request.cookies[CSRF_COOKIE] ?? "";
  const header = request.headers[CSRF_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  if (!cookie2 || !value || !equal(cookie2, value)) {
    await reply.code(403).send({ message: "Anti-forgery token missing or invalid." });
  }
}
function equal(a, b) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

// server/plugins/errors.ts
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

// server/db/open.ts
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { mkdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path2 from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { createPgConfig } from "@electric-sql/pglite/node-postgres";
import { Kysely, PostgresDialect } from "kysely";
import pg2 from "pg";
import lockfile from "proper-lockfile";

// server/db/types.ts
import pg from "pg";
import parseArray from "postgres-array";
var OID = {
  int8: 20,
  numeric: 1700,
  date: 1082,
  dateArray: 1182,
  timestamp: 1114,
  timestampArray: 1115,
  timestamptz: 1184,
  timestamptzArray: 1185
};
var wallTime = (value) => value.replace(" ", "T").slice(0, 19);
var instant = (value) => new Date(value).toISOString();
var parsers = /* @__PURE__ */ new Map([
  [OID.int8, Number],
  [OID.numeric, Number],
  [OID.date, (value) => value],
  [OID.dateArray, (value) => parseArray.parse(value)],
  [OID.timestamp, wallTime],
  [OID.timestampArray, (value) => parseArray.parse(value, wallTime)],
  [OID.timestamptz, instant],
  [OID.timestamptzArray, (value) => parseArray.parse(value, instant)]
]);
var builtIn = (oid) => pg.types.getTypeParser(oid, "text");
var typeParsers = {
  getTypeParser: ((oid) => parsers.get(oid) ?? builtIn(oid))
};

// server/db/open.ts
var DataDirLockedError = class extends Error {
  constructor(dataDir) {
    super(
      `Data directory ${dataDir} is in use by another Checkout Admin server (lock held). Stop that server or set DATA_DIR to another directory.`
    );
    this.dataDir = dataDir;
    this.name = "DataDirLockedError";
  }
  dataDir;
};
async function openDatabase(opts) {
  if (opts.databaseUrl) {
    const pool2 = new pg2.Pool({ connectionString: opts.databaseUrl, types: typeParsers, max: 10 });
    listenForConnectionErrors(pool2, "PostgreSQL");
    const db = new Kysely({ dialect: new PostgresDialect({ pool: pool2 }) });
    const url = opts.databaseUrl;
    return { db, kind: "postgres", close: () => db.destroy(), listen: (channel, onMessage, onGap, whenLost) => listenOnPostgres(url, channel, onMessage, onGap, whenLost) };
  }
  const dataDir = path2.resolve(opts.dataDir ?? "./data");
  await mkdir(dataDir, { recursive: true });
  const release = opts.lock === false ? void 0 : await lockDataDir(dataDir);
  try {
    const pgData = path2.join(dataDir, "pglite");
    if (opts.createApart) await createApart(pgData);
    const pglite = await PGlite.create(pgData, pgliteOptions());
    const pool2 = new pg2.Pool({ ...createPgConfig(pglite), types: typeParsers, max: 1 });
    listenForConnectionErrors(pool2, "PGlite");
    const db = new Kysely({ dialect: new PostgresDialect({ pool: pool2 }) });
    return {
      db,
      kind: "pglite",
      pglite,
      listen: async (channel, onMessage) => {
        const stop = await pglite.listen(channel, onMessage);
        const listening = async () => {
          if (!pglite.closed) await stop();
        };
        listening.caughtUp = async () => void 0;
        return listening;
      },
      async close() {
        await db.destroy();
        if (!pglite.closed) await pglite.close();
        await release?.();
      }
    };
  } catch (err) {
    await release?.();
    throw err;
  }
}
var PGLITE_SETTINGS = ["-c", "shared_buffers=16MB"];
function pgliteOptions() {
  const defaults = PGlite.defaultStartParams;
  return Array.isArray(defaults) ? { startParams: [...defaults, ...PGLITE_SETTINGS] } : {};
}
async function createApart(pgData) {
  if (fs.existsSync(path2.join(pgData, "PG_VERSION"))) return;
  const create = "const { PGlite } = await import(process.argv[1]); await (await PGlite.create(process.argv[2])).close();";
  try {
    await promisify(execFile)(process.execPath, ["--input-type=module", "-e", create, import.meta.resolve("@electric-sql/pglite"), pgData]);
  } catch (err) {
    console.warn(`Could not create the database in a process of its own (${err.message}); creating it here.`);
  }
}
function listenForConnectionErrors(pool2, name3) {
  pool2.on("connect", (client) => {
    client.on("error", (err) => {
      connectionErrors.add(err);
      console.warn(`${name3} connection lost: ${err.message}`);
    });
  });
  pool2.on("error", () => void 0);
}
var connectionErrors = /* @__PURE__ */ new WeakSet();
var CATCH_UP_PREFIX = "caught-up ";
var CATCH_UP_MS = 2e3;
var LISTEN_APPLICATION_NAME = "checkout-admin LISTEN";
var LISTEN_RETRY_MS = [250, 500, 1e3, 2e3, 5e3];
async function listenOnPostgres(url, channel, onMessage, onGap, whenLost = () => void 0) {
  let stopped = false;
  let client;
  let retry;
  const catchUps = /* @__PURE__ */ new Map();
  const token = `${CATCH_UP_PREFIX}${process.pid}:${randomUUID()}:`;
  let sent = 0;
  const failCatchUps = (err) => {
    for (const waiting of catchUps.values()) waiting.reject(err);
    catchUps.clear();
  };
  const connect = async () => {
    const next = new pg2.Client({ connectionString: url, types: typeParsers, keepAlive: true, application_name: `${LISTEN_APPLICATION_NAME} ${channel}` });
    next.on("notification", (message2) => {
      if (message2.channel !== channel || message2.payload === void 0) return;
      if (message2.payload.startsWith(CATCH_UP_PREFIX)) {
        catchUps.get(message2.payload)?.resolve();
        catchUps.delete(message2.payload);
        return;
      }
      onMessage(message2.payload);
    });
    let listening2 = false;
    let lost = false;
    const onLost = () => {
      if (!listening2 || lost) return;
      lost = true;
      if (client === next) client = void 0;
      failCatchUps(new Error("the LISTEN connection was lost"));
      next.end().catch(() => void 0);
      if (!stopped) {
        whenLost();
        retryAfter(0);
      }
    };
    next.on("error", (err) => {
      if (listening2) console.warn(`PostgreSQL LISTEN connection lost: ${err.message}`);
      onLost();
    });
    next.on("end", onLost);
    try {
      await next.connect();
      await next.query(`LISTEN ${pg2.escapeIdentifier(channel)}`);
    } catch (err) {
      await next.end().catch(() => void 0);
      throw err;
    }
    listening2 = true;
    client = next;
  };
  const retryAfter = (attempt) => {
    retry = setTimeout(() => {
      connect().then(
        () => {
          if (stopped) void client?.end().catch(() => void 0);
          else onGap();
        },
        () => {
          if (!stopped) retryAfter(attempt + 1);
        }
      );
    }, LISTEN_RETRY_MS[Math.min(attempt, LISTEN_RETRY_MS.length - 1)]);
  };
  const catchUpOnce = async () => {
    const on = client;
    if (!on || stopped) throw new Error("not listening");
    const payload = `${token}${++sent}`;
    const heard = new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        catchUps.delete(payload);
        reject(new Error(`no notification back within ${CATCH_UP_MS} ms`));
      }, CATCH_UP_MS);
      catchUps.set(payload, {
        resolve: () => (clearTimeout(timer), resolve()),
        reject: (err) => (clearTimeout(timer), reject(err))
      });
    });
    await on.query("SELECT pg_notify($1, $2)", [channel, payload]).catch((err) => {
      catchUps.get(payload)?.reject(err);
      catchUps.delete(payload);
    });
    await heard;
  };
  await connect();
  const listening = async () => {
    stopped = true;
    clearTimeout(retry);
    failCatchUps(new Error("stopped listening"));
    await client?.end().catch(() => void 0);
  };
  listening.caughtUp = coalesced(catchUpOnce);
  return listening;
}
function coalesced(run) {
  let running;
  let next;
  const start = () => {
    const current = run().finally(() => {
      if (running === current) running = void 0;
    });
    running = current;
    return current;
  };
  return () => {
    if (!running) return start();
    next ??= running.catch(() => void 0).then(() => {
      next = void 0;
      return start();
    });
    return next;
  };
}
function isConnectionError(error) {
  return typeof error === "object" && error !== null && connectionErrors.has(error);
}
var heldLocks = /* @__PURE__ */ new Set();
var lockFs = {
  ...fs,
  mkdir: (dir, callback) => fs.mkdir(dir, (err) => {
    if (err) return callback(err);
    const owner = { pid: process.pid, host: os.hostname() };
    fs.writeFile(path2.join(dir, OWNER_FILE), JSON.stringify(owner), (writeErr) => {
      if (!writeErr) return callback(null);
      fs.rm(dir, { recursive: true, force: true }, () => callback(writeErr));
    });
  }),
  rmdir: (dir, callback) => fs.rm(dir, { recursive: true, force: true }, callback),
  rmdirSync: (dir) => fs.rmSync(dir, { recursive: true, force: true })
};
var OWNER_FILE = "owner.json";
async function lockDataDir(dataDir) {
  const lockPath = path2.join(dataDir, "server.lock");
  const options = {
    lockfilePath: lockPath,
    stale: 1e4,
    update: 3e3,
    retries: 0,
    fs: lockFs,
    onCompromised: (err) => console.error("data dir lock compromised", err)
  };
  const take = () => lockfile.lock(dataDir, options).catch((err) => {
    throw err.code === "ELOCKED" ? new DataDirLockedError(dataDir) : err;
  });
  let release;
  try {
    release = await take();
  } catch (err) {
    const owner = err instanceof DataDirLockedError && !heldLocks.has(dataDir) ? await readOwner(lockPath) : void 0;
    if (!owner || owner.host !== os.hostname() || owner.pid !== process.pid && isAlive(owner.pid)) throw err;
    console.warn(`Data dir ${dataDir}: its last server (process ${owner.pid}) is gone; taking over its lock.`);
    await rm(lockPath, { recursive: true, force: true });
    release = await take();
  }
  heldLocks.add(dataDir);
  return async () => {
    heldLocks.delete(dataDir);
    await release();
  };
}
async function readOwner(lockPath) {
  try {
    const owner = JSON.parse(await readFile(path2.join(lockPath, OWNER_FILE), "utf8"));
    return Number.isInteger(owner.pid) && typeof owner.host === "string" ? { pid: owner.pid, host: owner.host } : void 0;
  } catch {
    return void 0;
  }
}
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === "EPERM";
  }
}

// server/http-errors.ts
var HttpError = class extends Error {
  /** The JSON body of the answer. */
  body() {
    return { message: this.message };
  }
};
var NotFoundError = class extends HttpError {
  statusCode = 404;
  constructor(what, id) {
    super(`${what} ${id} not found.`);
    this.name = "NotFoundError";
  }
};
var ConflictError = class extends HttpError {
  statusCode = 409;
  constructor(message2) {
    super(message2);
    this.name = "ConflictError";
  }
};
function invalidMessage(problems) {
  return `Invalid request: ${problems.map((p) => `${p.field}: ${p.message}`).join("; ")}`;
}
var BadRequestError = class extends HttpError {
  statusCode = 400;
  problems;
  constructor(fieldOrProblems, message2 = "is invalid") {
    const problems = typeof fieldOrProblems === "string" ? [{ field: fieldOrProblems, message: message2 }] : fieldOrProblems;
    super(invalidMessage(problems));
    this.name = "BadRequestError";
    this.problems = problems;
  }
  body() {
    return { message: this.message, errors: this.problems.map((p) => ({ ...p })) };
  }
};

// server/plugins/errors.ts
function registerErrorHandling(app) {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(error.body());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where2 = error.validationContext ?? "body";
      const errors2 = error.validation.map((issue) => ({
        field: [where2, ...issue.instancePath.split("/").filter(Boolean)].join("."),
        message: issue.message ?? "is invalid"
      }));
      return reply.code(400).send({ message: invalidMessage(errors2), errors: errors2 });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ code: error.code, err: error.message }, "database unavailable");
      return reply.code(503).header("retry-after", "2").send({ message: DATABASE_UNAVAILABLE });
    }
    if (typeof error.code === "string" && /^22[0-9A-Z]{3}$/.test(error.code)) {
      request.log.warn({ code: error.code }, "database refused a value the contract let through");
      return reply.code(400).send({ message: "Invalid request: a value is out of range or malformed." });
    }
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      const type = JSON.stringify((request.headers["content-type"] ?? "none").slice(0, 100));
      return reply.code(415).send({ message: `Unsupported content type ${type}: send the body as JSON (content-type: application/json).` });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: error.message });
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send({ message: "Internal server error." });
  });
}
var DATABASE_UNAVAILABLE = "The database is unavailable, try again shortly.";
var UNAVAILABLE_STATES = /* @__PURE__ */ new Set(["57P01", "57P02", "57P03"]);
var UNAVAILABLE_ERRNOS = /* @__PURE__ */ new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT"]);
function isDatabaseUnavailable(error) {
  if (!(error instanceof Error)) return false;
  if (isConnectionError(error)) return true;
  const code = error.code;
  if (typeof code === "string" && (code.startsWith("08") || UNAVAILABLE_STATES.has(code) || UNAVAILABLE_ERRNOS.has(code))) return true;
  return /Connection terminated|is not queryable|PGlite is closed/i.test(error.message);
}

// server/plugins/idempotency.ts
import { createHash } from "node:crypto";

// server/repositories/idempotency.ts
import { sql as sql2 } from "kysely";

// server/repositories/helpers.ts
import { sql } from "kysely";

// server/domain/codes.ts
import { randomInt } from "node:crypto";
var ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
function randomCode(length = 8) {
  let code = "";
  for (let i = 0; i < length; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
async function uniqueCode(taken) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const code = randomCode();
    if (!await taken(code)) return code;
  }
  throw new Error("could not generate a unique code");
}
function isUniqueViolation(err) {
  return typeof err === "object" && err !== null && err.code === "23505";
}
function isForeignKeyViolation(err) {
  return typeof err === "object" && err !== null && err.code === "23503";
}

// server/repositories/helpers.ts
function columnMap(_table, names) {
  return Object.fromEntries(names.map((name3) => [name3, name3.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)]));
}
function selection(map) {
  return Object.entries(map).map(([name3, column]) => name3 === column ? column : `${column} as ${name3}`);
}
function toColumns(map, input) {
  const row = {};
  for (const [name3, column] of Object.entries(map)) if (name3 in input) row[column] = input[name3];
  return row;
}
async function upsert(db, table, key, values2) {
  const { [key]: _key, ...changes } = values2;
  const loose2 = db;
  const name3 = table;
  await loose2.insertInto(name3).values(values2).onConflict((oc) => oc.column(key).doUpdateSet(changes)).execute();
}
async function deleteOrNotFound(query, what, id) {
  const deleted = await query.executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw new NotFoundError(what, id);
}
async function pagedList(base, list, page2, perPage) {
  const [items, total] = await Promise.all([
    list(base).limit(perPage).offset((page2 - 1) * perPage).execute(),
    base.select(sql`count(*)`.as("count")).executeTakeFirstOrThrow()
  ]);
  return { items, totalItems: Number(total.count) };
}
var includedMealFields = ["includedMealDescription", "includedRestaurantFk", "includedMealFk"];
async function conflictOnUnique(write, message2) {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw new ConflictError(message2);
    throw err;
  }
}
async function notFoundOnMissingReference(write, missing) {
  try {
    return await write();
  } catch (err) {
    if (!isForeignKeyViolation(err)) throw err;
    const [, column, value] = /^Key \((.+?)\)=\((.*)\) is not present/.exec(err.detail ?? "") ?? [];
    const what = column === void 0 ? void 0 : missing[column];
    if (what !== void 0 && value !== void 0) throw new NotFoundError(what, value);
    throw new ConflictError("A record this change refers to was deleted meanwhile.");
  }
}
async function conflictOnReferenced(write, message2) {
  try {
    return await write();
  } catch (err) {
    if (isForeignKeyViolation(err) || err?.code === "23001") throw new ConflictError(message2);
    throw err;
  }
}
async function inTransaction(db, work) {
  if (db.isTransaction) return work(db);
  return db.transaction().execute(work);
}

// server/repositories/idempotency.ts
var heldKey = columnMap("idempotency_keys", ["requestHash", "statusCode", "responseBody", "createdAt"]);
async function findKey(db, key, userId) {
  return db.selectFrom("idempotency_keys").select(selection(heldKey)).where("key", "=", key).where("user_id", "=", userId).executeTakeFirst();
}
async function claimKey(db, key, userId, hash, waitMs) {
  if (waitMs !== void 0) await sql2`set local lock_timeout = ${sql2.lit(`${Math.round(waitMs)}ms`)}`.execute(db);
  const claimed = await db.insertInto("idempotency_keys").values({ key, user_id: userId, request_hash: hash, status_code: 0, response_body: "" }).onConflict((oc) => oc.columns(["key", "user_id"]).doNothing()).returning("key").executeTakeFirst();
  if (waitMs !== void 0) await sql2`set local lock_timeout to default`.execute(db);
  return Boolean(claimed);
}
function isStillRunning(err) {
  return typeof err === "object" && err !== null && err.code === "55P03";
}
async function takeOverKey(db, key, userId, olderThanMs) {
  const taken = await db.updateTable("idempotency_keys").set({ created_at: sql2`now()` }).where("key", "=", key).where("user_id", "=", userId).where("status_code", "=", 0).where("created_at", "<", sql2`now() - make_interval(secs => ${olderThanMs / 1e3})`).executeTakeFirst();
  return Number(taken.numUpdatedRows) > 0;
}
async function storeAnswer(db, key, userId, statusCode, body) {
  await db.updateTable("idempotency_keys").set({ status_code: statusCode, response_body: body }).where("key", "=", key).where("user_id", "=", userId).execute();
}
async function releaseKey(db, key, userId) {
  await db.deleteFrom("idempotency_keys").where("key", "=", key).where("user_id", "=", userId).execute();
}
var KEEP_HOURS = 24;
async function forgetOldKeys(db) {
  const deleted = await db.deleteFrom("idempotency_keys").where("created_at", "<", sql2`now() - make_interval(hours => ${KEEP_HOURS})`).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

// server/plugins/idempotency.ts
var HEADER = "idempotency-key";
var KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
var STATE_CHANGING = /* @__PURE__ */ new Set(["POST", "PUT", "PATCH", "DELETE"]);
var ABANDONED_MS = 6e4;
var WAIT_MS = 5e3;
var IN_PROGRESS_MESSAGE = "A request with this Idempotency-Key is in progress.";
function fingerprint(request) {
  return createHash("sha256").update(`${request.method} ${request.url}
${JSON.stringify(request.body ?? null)}`).digest("hex");
}
function registerIdempotency(app, db) {
  app.decorateRequest("db", {
    getter() {
      return this.idempotency?.trx ?? db;
    }
  });
  app.addHook("preHandler", async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const raw = request.headers[HEADER];
    if (raw === void 0) return;
    const given = (Array.isArray(raw) ? raw[0] : raw)?.trim();
    if (!given || !KEY_PATTERN.test(given)) {
      const message2 = "must be a UUID";
      return reply.code(400).send({ message: `Invalid request: header Idempotency-Key: ${message2}`, errors: [{ field: "header.Idempotency-Key", message: message2 }] });
    }
    const key = given.toLowerCase();
    const userId = request.user.id;
    const hash = fingerprint(request);
    const hold = async (take) => {
      const trx = await db.startTransaction().execute();
      try {
        if (await take(trx)) {
          request.idempotency = { key, userId, trx };
          return true;
        }
      } catch (err) {
        await trx.rollback().execute().catch(() => void 0);
        throw err;
      }
      await trx.rollback().execute();
      return false;
    };
    const claim = async (deadline2) => {
      try {
        return await hold((trx) => claimKey(trx, key, userId, hash, Math.max(deadline2 - Date.now(), 1)));
      } catch (err) {
        if (isStillRunning(err)) return "running";
        throw err;
      }
    };
    const deadline = Date.now() + WAIT_MS;
    const first = await claim(deadline);
    if (first === "running") return inProgress(reply);
    if (first) {
      if (Math.random() < 0.02) {
        forgetOldKeys(db).catch((err) => request.log.warn({ err }, "could not delete old idempotency keys"));
      }
      return;
    }
    for (; ; ) {
      const row = await findKey(db, key, userId);
      if (!row) {
        const again = await claim(deadline);
        if (again === true) return;
        if (again === "running" || Date.now() > deadline) return inProgress(reply);
        continue;
      }
      if (row.requestHash !== hash) {
        return reply.code(422).send({ message: "This Idempotency-Key was already used for a different request." });
      }
      if (row.statusCode !== 0) {
        return reply.code(row.statusCode).header("content-type", "application/json; charset=utf-8").header("idempotent-replayed", "true").send(row.responseBody);
      }
      if (Date.now() - Date.parse(row.createdAt) > ABANDONED_MS && await hold((trx) => takeOverKey(trx, key, userId, ABANDONED_MS))) {
        return;
      }
      if (Date.now() > deadline) return inProgress(reply);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  app.addHook("onSend", async (request, reply, payload) => {
    const held = request.idempotency;
    if (!held) return payload;
    request.idempotency = void 0;
    const { trx } = held;
    if (reply.statusCode < 200 || reply.statusCode >= 300) {
      await trx.rollback().execute();
      return payload;
    }
    try {
      if (typeof payload === "string" || payload === null || payload === void 0) {
        await storeAnswer(trx, held.key, held.userId, reply.statusCode, typeof payload === "string" ? payload : "");
      } else {
        await releaseKey(trx, held.key, held.userId);
      }
      await trx.commit().execute();
    } catch (err) {
      await trx.rollback().execute().catch(() => void 0);
      throw err;
    }
    return payload;
  });
  app.addHook("onResponse", async (request) => {
    const held = request.idempotency;
    if (!held) return;
    request.idempotency = void 0;
    await held.trx.rollback().execute().catch((err) => request.log.warn({ err }, "could not roll back an idempotent request"));
  });
}
function inProgress(reply) {
  return reply.code(503).header("retry-after", "2").send({ message: IN_PROGRESS_MESSAGE });
}

// server/plugins/idp.ts
import formbody from "@fastify/formbody";
import middie from "@fastify/middie";
import { z } from "zod";

// server/idp/accounts.ts
import { timingSafeEqual as timingSafeEqual2 } from "node:crypto";
var DEMO_ACCOUNTS = [
  { id: "u-demo", username: "demo", password: "demo", name: "Kari Nordmann", email: "kari.nordmann@example.com" },
  { id: "u-host", username: "host", password: "host", name: "Ola Hansen", email: "ola.hansen@example.com" }
];
function same(a, b) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual2(left, right);
}
function checkCredentials(username, password) {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.username === username.trim().toLowerCase());
  return account && same(account.password, password) ? account : void 0;
}
function accountById(id) {
  return DEMO_ACCOUNTS.find((account) => account.id === id);
}

// server/idp/pages.ts
var STYLE = `
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f2f6f6;
    font:14px Roboto,Arial,sans-serif;color:#1f2a2c}
  main{width:100%;max-width:360px;margin:16px;background:#fff;border-radius:8px;padding:28px 28px 20px;
    box-shadow:0 2px 10px rgba(0,0,0,.12)}
  h1{font-size:20px;font-weight:500;margin:0 0 4px}
  p{margin:0 0 18px;color:#4a676c}
  label{display:block;font-weight:500;margin:12px 0 4px}
  input{width:100%;min-height:44px;padding:8px 10px;border:1px solid #9bb7bb;border-radius:4px;font:inherit}
  input:focus{outline:2px solid #4a676c;outline-offset:1px}
  button{width:100%;min-height:44px;margin-top:20px;border:0;border-radius:4px;background:#4a676c;color:#fff;
    font:500 15px Roboto,Arial,sans-serif;cursor:pointer}
  button.secondary{background:#fff;color:#4a676c;border:1px solid #9bb7bb;margin-top:10px}
  .error{background:#fbf2f4;color:#7a2843;border-radius:4px;padding:8px 10px;margin-top:12px}
`;
function escape(value) {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
function page(title, body, script) {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>
<style>${STYLE}</style>${script ? `<script src="${script}" defer></script>` : ""}</head>
<body><main>${body}</main></body></html>`;
}
function loginPage(opts) {
  return page(
    `Sign in \xB7 ${opts.brand}`,
    `<h1>${escape(opts.brand)} Checkout Admin</h1><p>Sign in with your staff account.</p>
<form method="post" action="${escape(opts.action)}" autocomplete="on">
<label for="username">Username</label>
<input id="username" name="username" autocomplete="username" autocapitalize="none" required autofocus value="${escape(opts.username ?? "")}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
${opts.error ? `<div class="error" role="alert">${escape(opts.error)}</div>` : ""}
<button type="submit">Sign in</button></form>`
  );
}
function logoutPage(form) {
  return page(
    "Signing out",
    `<h1>Signing out\u2026</h1><p>You are being signed out of Checkout Admin.</p>${form}
<button type="submit" form="op.logoutForm" value="yes" name="logout">Sign out</button>`,
    "/idp-assets/auto-logout.js"
  );
}
function messagePage(title, message2) {
  return page(title, `<h1>${escape(title)}</h1><p>${escape(message2)}</p>`);
}
var AUTO_LOGOUT_JS = `document.addEventListener('DOMContentLoaded',function(){var f=document.getElementById('op.logoutForm');if(!f)return;var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();});`;

// server/plugins/idp.ts
var loginBody = z.object({ username: z.string().max(200).default(""), password: z.string().max(200).default("") });
function withConsentPrompt(url) {
  if (!url.startsWith("/auth?")) return url;
  const params = new URLSearchParams(url.slice("/auth?".length));
  const scopes = (params.get("scope") ?? "").split(" ");
  const prompts = new Set((params.get("prompt") ?? "").split(" ").filter(Boolean));
  if (!scopes.includes("offline_access") || prompts.has("none") || prompts.has("consent")) return url;
  prompts.delete("select_account");
  prompts.add("consent");
  params.set("prompt", [...prompts].join(" "));
  return `/auth?${params.toString()}`;
}
async function registerIdp(app, provider, options) {
  const { brand } = options;
  await app.register(middie, { hook: "onRequest" });
  await app.register(formbody);
  const callback = provider.callback();
  app.use("/idp", (req, res, next) => {
    if (req.url?.startsWith("/interaction/")) {
      next();
      return;
    }
    const url = withConsentPrompt(req.url ?? "/");
    if (url !== req.url) {
      req.originalUrl = `/idp${url}`;
      req.url = url;
    }
    void callback(req, res);
  });
  app.get(
    "/idp-assets/auto-logout.js",
    async (_request, reply) => reply.type("text/javascript; charset=utf-8").header("cache-control", "no-cache").send(AUTO_LOGOUT_JS)
  );
  app.get("/idp/interaction/:uid", async (request, reply) => {
    reply.header("cache-control", "no-store").type("text/html; charset=utf-8");
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      if (details.prompt.name === "consent" && details.session?.accountId) {
        const grant = (details.grantId ? await provider.Grant.find(details.grantId) : void 0) ?? new provider.Grant({ accountId: details.session.accountId, clientId: String(details.params.client_id) });
        grant.addOIDCScope("openid profile email offline_access");
        grant.addResourceScope(options.audience, options.apiScope);
        const grantId = await grant.save();
        const to = await provider.interactionResult(request.raw, reply.raw, { consent: { grantId } }, { mergeWithLastSubmission: true });
        return reply.redirect(to, 303);
      }
      return reply.send(loginPage({ brand, action: `/idp/interaction/${details.uid}` }));
    } catch {
      return reply.code(400).send(messagePage("Sign-in expired", "This sign-in request has expired. Close this window and try again."));
    }
  });
  app.post("/idp/interaction/:uid", async (request, reply) => {
    reply.header("cache-control", "no-store").type("text/html; charset=utf-8");
    const parsed = loginBody.safeParse(request.body ?? {});
    const { username, password } = parsed.success ? parsed.data : { username: "", password: "" };
    let uid;
    try {
      uid = (await provider.interactionDetails(request.raw, reply.raw)).uid;
    } catch {
      return reply.code(400).send(messagePage("Sign-in expired", "This sign-in request has expired. Close this window and try again."));
    }
    const account = checkCredentials(username, password);
    if (!account) {
      return reply.code(401).send(loginPage({ brand, action: `/idp/interaction/${uid}`, username, error: "Wrong username or password." }));
    }
    const to = await provider.interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId: account.id } },
      { mergeWithLastSubmission: false }
    );
    return reply.redirect(to, 303);
  });
}

// server/plugins/logging.ts
var SECRET_PARAMS = /^(code|state|token|access_token|id_token|refresh_token|id_token_hint|client_assertion|password|nonce|login_hint)$/i;
function serializeRequest(request) {
  return { method: request.method, url: redactUrl(request.url) };
}
function redactUrl(url) {
  const q = url.indexOf("?");
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) if (SECRET_PARAMS.test(key)) params.set(key, "***");
  return `${url.slice(0, q)}?${params.toString()}`;
}

// server/plugins/security.ts
import helmet from "@fastify/helmet";
import Fastify from "fastify";
async function registerSecurityHeaders(app, opts) {
  const headers = await helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...opts.authOrigins],
        frameSrc: ["'self'", ...opts.authOrigins],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...opts.authOrigins],
        // MSAL's silent renewal loads our own redirect page in a hidden frame; nobody else may frame us.
        frameAncestors: ["'self'"]
      }
    },
    // The sign-in popup must keep its opener (MSAL polls it).
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    strictTransportSecurity: opts.https ? void 0 : false,
    xFrameOptions: { action: "sameorigin" }
  });
  app.addHook("onRequest", (_request, reply, done) => {
    for (const [name3, value] of headers) reply.raw.setHeader(name3, value);
    done();
  });
}
async function helmetHeaders(options) {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get("/", async (_request, reply) => reply.raw.getHeaders());
  const response = await probe.inject({ method: "GET", url: "/" });
  await probe.close();
  const set = response.json();
  return Object.entries(set).map(([name3, value]) => [name3, Array.isArray(value) ? value : String(value)]);
}
async function refuseNulBytes(request) {
  const pending = [
    [request.params, "params"],
    [request.query, "querystring"],
    [request.body, "body"]
  ];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, field] = next;
    if (typeof value === "string") {
      if (value.includes("\0")) throw new BadRequestError(field, "must not contain a NUL character (\\u0000)");
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push([item, `${field}.${index}`]));
    } else if (value !== null && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes("\0")) throw new BadRequestError(field, "must not contain a NUL character (\\u0000) in a key");
        pending.push([item, `${field}.${key}`]);
      }
    }
  }
}

// server/cache/cached-routes.ts
import { promisify as promisify2 } from "node:util";
import { gzip } from "node:zlib";
import negotiate from "@fastify/accept-negotiator";
var STATE_CHANGING2 = /* @__PURE__ */ new Set(["POST", "PUT", "PATCH", "DELETE"]);
var gzipped = promisify2(gzip);
function registerReadCache(app, cache) {
  const tickets = /* @__PURE__ */ new WeakMap();
  app.addHook("preHandler", async (request, reply) => {
    const tables = request.routeOptions.config.readsTables;
    if (!tables || request.method !== "GET") return;
    void reply.header("vary", "accept-encoding");
    if (!await cache.catchUp()) return;
    const found = cache.lookUp(request.url, tables);
    if ("answer" in found) return sendKept(request, reply, found.answer);
    if (found.ticket) tickets.set(request, found.ticket);
  });
  app.addHook("onSend", async (request, reply, payload) => {
    if (STATE_CHANGING2.has(request.method)) {
      cache.wrote();
      return payload;
    }
    const ticket = tickets.get(request);
    if (ticket && reply.statusCode === 200 && typeof payload === "string") {
      tickets.delete(request);
      const json = Buffer.from(payload);
      gzipped(json).then(
        (zipped) => cache.keep(ticket, { json, gzip: zipped }),
        (err) => request.log.warn({ err }, "could not gzip an answer to keep")
      );
    }
    return payload;
  });
  app.addHook("onResponse", async (request) => {
    if (STATE_CHANGING2.has(request.method)) cache.wrote();
  });
}
function sendKept(request, reply, answer) {
  void reply.type("application/json; charset=utf-8");
  const encoding = request.headers["accept-encoding"];
  if (encoding && negotiate(encoding, ["gzip", "identity"]) === "gzip") return reply.header("content-encoding", "gzip").send(answer.gzip);
  return reply.send(answer.json);
}

// server/routes/addons.ts
import { z as z8 } from "zod";

// contract/common.ts
import { z as z2 } from "zod";
var INT4_MAX = 2147483647;
var int = (message2) => z2.number().int(message2).min(-INT4_MAX - 1, "is too small").max(INT4_MAX, "is too large");
var coerceInt = ({ min = 0, max = INT4_MAX } = {}) => z2.string().regex(/^[0-9]+$/, "must be a whole number written in decimal digits").pipe(
  z2.coerce.number().int().min(min, min === 1 ? "must be 1 or more" : `must be ${min} or more`).max(max, max === INT4_MAX ? "is too large" : `must be ${max} or less`)
);
var hasDecimals = (places) => (value) => Number(value.toFixed(places)) === value;
var pagedQuerySchema = z2.object({
  page: coerceInt({ min: 1 }).default(1),
  itemsPerPage: coerceInt({ min: 1, max: 500 }).default(10)
});
function pagedSchema(item) {
  return z2.object({ items: z2.array(item), totalItems: int().min(0) });
}
var idParamSchema = z2.object({ id: coerceInt({ min: 1 }) });
var clockIdParamSchema = z2.object({ id: z2.string().trim().min(1).max(50) });
var deletedIdSchema = z2.object({ id: int() });
var deletedClockIdSchema = z2.object({ clockId: z2.string() });
var requiredText = (max = 500) => z2.string().trim().min(1, "is required").max(max);
var optionalText = (max = 4e3) => z2.string().max(max).default("");

// contract/hotel-products.ts
import { z as z7 } from "zod";

// contract/restrictions.ts
import { z as z5 } from "zod";

// contract/date-filters.ts
import { z as z4 } from "zod";

// contract/availability.ts
import { z as z3 } from "zod";
var time = z3.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, "must be a time HH:mm or HH:mm:ss").transform((value) => value.length === 5 ? `${value}:00` : value);
var isoDate = z3.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD").refine((value) => {
  const day2 = /* @__PURE__ */ new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day2.getTime()) && day2.toISOString().startsWith(value);
}, "must be a real date");
function isRealDateTime(value) {
  const [date = "", time2 = "00:00"] = value.split("T");
  const [hours = 99, minutes2 = 99, seconds = 0] = time2.split(":").map(Number);
  return isoDate.safeParse(date).success && hours < 24 && minutes2 < 60 && seconds < 60;
}
var seats = int("must be a whole number").min(0, "must be 0 or more");
var availabilityRuleSchema = z3.object({
  id: int(),
  restaurantFk: int(),
  restaurantMealId: int(),
  description: z3.string(),
  dates: z3.array(z3.string()),
  daysOfWeek: z3.array(int()),
  timeFrom: z3.string(),
  timeTo: z3.string(),
  webSeats: int(),
  manualSeats: int(),
  priority: int()
});
var AVAILABILITY_NO_DAYS = "Choose days of the week or dates the rule applies to";
var availabilityInputSchema = z3.object({
  restaurantId: int().positive(),
  restaurantMealId: int().positive(),
  description: optionalText(500),
  dates: z3.array(isoDate).max(366).default([]),
  daysOfWeek: z3.array(int().min(0, "must be 0-6").max(6, "must be 0-6")).max(7).default([]),
  timeFrom: time,
  timeTo: time,
  webSeats: seats,
  manualSeats: seats,
  priority: seats
}).refine((rule2) => rule2.timeFrom < rule2.timeTo, { path: ["timeTo"], message: "must be after timeFrom" }).refine((rule2) => rule2.dates.length > 0 || rule2.daysOfWeek.length > 0, { path: ["daysOfWeek"], message: AVAILABILITY_NO_DAYS });
var availabilityListQuerySchema = z3.object({
  page: coerceInt({ min: 1 }).default(1),
  itemsPerPage: coerceInt({ min: 1, max: 500 }).default(20),
  sort: z3.enum(["id", "description", "timeFrom", "timeTo", "webSeats", "manualSeats", "priority", "restaurantMealId"]).default("id"),
  sortDir: z3.enum(["asc", "desc"]).default("asc")
});

// contract/date-filters.ts
var dateFilterSchema = z4.object({
  id: int(),
  name: z4.string(),
  isAnnual: z4.boolean(),
  dates: z4.array(z4.string()),
  daysOfWeek: z4.array(int()),
  fromDate: z4.string().nullable(),
  toDate: z4.string().nullable(),
  /** Hours until arrival. */
  hours: int()
});
var dateFilterInputSchema = z4.object({
  id: int().positive().optional(),
  name: z4.string().trim().min(1, "is required").max(200),
  isAnnual: z4.boolean().default(false),
  dates: z4.array(isoDate).max(366).default([]),
  daysOfWeek: z4.array(int().min(0, "must be 0-6").max(6, "must be 0-6")).max(7).default([]),
  fromDate: isoDate.nullable().default(null),
  toDate: isoDate.nullable().default(null),
  hours: int("must be a whole number").min(0, "must be 0 or more").default(0)
}).refine((f) => !f.fromDate || !f.toDate || f.fromDate <= f.toDate, { path: ["toDate"], message: "must not be before fromDate" });

// contract/restrictions.ts
var restrictionSchema = z5.object({
  id: int(),
  priority: int(),
  isGlobal: z5.boolean(),
  isProductAvailable: z5.boolean(),
  isDeleted: z5.boolean(),
  dateFilter: dateFilterSchema.nullable()
});
var restrictionInputSchema = z5.object({
  id: int().min(0),
  isProductAvailable: z5.boolean(),
  priority: int().min(0, "must be 0 or more"),
  dateFilterFk: int().positive("must be chosen").nullable(),
  isDeleted: z5.boolean().default(false),
  isGlobal: z5.boolean().default(false)
});
var restrictionListSchema = z5.array(restrictionInputSchema).max(100).superRefine((list, ctx) => {
  list.forEach((r, i) => {
    if (!r.isDeleted && r.dateFilterFk === null) ctx.addIssue({ code: "custom", path: [i, "dateFilterFk"], message: "must be chosen" });
  });
});
var addonRestrictionsInputSchema = z5.object({
  clockId: z5.string().trim().min(1, "is required"),
  restrictions: restrictionListSchema
});

// contract/spa.ts
import { z as z6 } from "zod";
var text = (max = 4e3) => z6.string().max(max).default("");
var name = z6.string().trim().min(1, "Name cannot be empty.").max(200);
var imageFk = int().positive().nullable().default(null);
var brpProductId = int().positive();
var hhmm = z6.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, "must be a time written HH:mm");
var DEFAULT_FROM_TIME = "10:00";
var ORDER_LIMIT_DISABLED = -1;
var ORDER_LIMIT_NONE = 0;
var spaProductSchema = z6.object({
  brpProductId: int(),
  brpProductNumber: z6.string(),
  displayName: z6.string(),
  fromTime: z6.string(),
  productGroupFk: int(),
  url: z6.string(),
  orderLimit: int(),
  parentBrpProductId: int().nullable(),
  restrictions: z6.array(restrictionSchema)
});
var spaPackageGroupSchema = z6.object({
  id: int(),
  name: z6.string(),
  nameEn: z6.string(),
  position: int(),
  imageFk: int().nullable(),
  promoRibbonText: z6.string(),
  promoRibbonTextEn: z6.string(),
  includedMealDescription: z6.string(),
  includedRestaurantFk: int().nullable(),
  includedMealFk: int().nullable(),
  displayedPrice: z6.number().nullable(),
  products: z6.array(spaProductSchema)
});
var spaPackageGroupInputSchema = z6.object({
  name,
  nameEn: text(200),
  position: int().min(0).default(0),
  /** The group's image (spec: imageFk, sent as imageId). */
  imageId: imageFk,
  promoRibbonText: text(200),
  promoRibbonTextEn: text(200),
  includedMealDescription: text(1e3),
  includedRestaurantFk: int().positive().nullable().default(null),
  includedMealFk: int().positive().nullable().default(null),
  displayedPrice: z6.number().min(0).max(1e7).refine(hasDecimals(2), "has more than 2 decimals").nullable().default(null)
});
var spaProductInputSchema = z6.object({
  brpProductId,
  productGroupFk: int().positive(),
  fromTime: hhmm.default(DEFAULT_FROM_TIME),
  url: text(500),
  restrictions: restrictionListSchema.default([]),
  orderLimit: int().min(ORDER_LIMIT_DISABLED, "must be -1 (ordering disabled), 0 (no limit) or a limit of 1 or more").default(ORDER_LIMIT_NONE),
  parentBrpProductId: int().positive().nullable().default(null)
});
var includedServiceSchema = z6.object({
  id: int(),
  productGroupFk: int(),
  title: z6.string(),
  titleEn: z6.string(),
  description: z6.string(),
  descriptionEn: z6.string(),
  position: int()
});
var includedServiceInputSchema = z6.object({
  id: int().min(0).default(0),
  productGroupFk: int().positive(),
  title: z6.string().trim().min(1, "Title is required").max(200),
  titleEn: text(200),
  description: text(),
  descriptionEn: text(),
  position: int().min(0).nullable().default(null)
});
var includedServicePositionsSchema = z6.array(z6.object({ id: int().positive(), position: int().min(0) })).min(1).max(500);
var includedServiceCopySchema = z6.object({ sourceId: int().positive(), destinationId: int().positive() }).refine((c) => c.sourceId !== c.destinationId, { path: ["destinationId"], message: "must differ from sourceId" });
var treatmentAdditionSchema = z6.object({
  additionProductId: int(),
  displayName: z6.string(),
  displayNameEn: z6.string(),
  description: z6.string(),
  descriptionEn: z6.string(),
  brpName: z6.string()
});
var treatmentSchema = z6.object({
  brpProductId: int(),
  brpProductNumber: z6.string(),
  displayName: z6.string(),
  displayNameEn: z6.string(),
  description: z6.string(),
  descriptionEn: z6.string(),
  imageFk: int().nullable(),
  imageSrc: z6.string().nullable(),
  isDual: z6.boolean(),
  avoidEmptyTimeSlots: z6.boolean(),
  addition: treatmentAdditionSchema.nullable()
});
var treatmentInputSchema = z6.object({
  brpProductId,
  displayName: name,
  displayNameEn: text(200),
  description: text(),
  descriptionEn: text(),
  imageFk,
  isDual: z6.boolean().default(false),
  avoidEmptyTimeSlots: z6.boolean().default(false),
  addition: z6.object({
    additionProductId: int().positive(),
    displayName: text(200),
    displayNameEn: text(200),
    description: text(),
    descriptionEn: text(),
    brpName: text(200)
  }).nullable().default(null)
});
var treatmentIdParamSchema = z6.object({ id: z6.string().max(100) });
var dayPassIncludedServiceSchema = z6.object({ title: z6.string(), titleEn: z6.string() });
var frequentVisitorPassSchema = z6.object({
  brpProductId: int(),
  brpProductNumber: z6.string(),
  displayName: z6.string(),
  displayNameEn: z6.string(),
  description: z6.string(),
  descriptionEn: z6.string(),
  url: z6.string(),
  imageFk: int().nullable()
});
var frequentVisitorPassInputSchema = z6.object({
  brpProductId,
  displayName: name,
  displayNameEn: text(200),
  description: text(),
  descriptionEn: text(),
  url: text(500),
  imageFk
});
var dayPassSchema = frequentVisitorPassSchema.extend({
  fromTime: z6.string(),
  restrictions: z6.array(restrictionSchema),
  includedServices: z6.array(dayPassIncludedServiceSchema)
});
var dayPassInputSchema = frequentVisitorPassInputSchema.extend({
  fromTime: hhmm.default(DEFAULT_FROM_TIME),
  restrictions: restrictionListSchema.default([]),
  includedServices: z6.array(z6.object({ title: z6.string().trim().min(1, "Title is required").max(200), titleEn: text(200) })).max(50).default([])
});
var deletedBrpProductSchema = z6.object({ brpProductId: int() });

// contract/hotel-products.ts
var text2 = (max = 4e3) => z7.string().max(max).default("");
var lineList = z7.array(z7.string().max(500)).max(100).default([]).transform((items) => items.map((item) => item.trim()).filter((item) => item !== ""));
var name2 = z7.string().trim().min(1, "Name cannot be empty.").max(200);
var includedMeal = {
  includedMealDescription: text2(1e3),
  includedRestaurantFk: int().positive().nullable().default(null),
  includedMealFk: int().positive().nullable().default(null)
};
var hotelPackageSchema = z7.object({
  clockId: z7.string(),
  name: z7.string(),
  nameEn: z7.string(),
  url: z7.string(),
  position: int(),
  imageFk: int().nullable(),
  displayOnSite: z7.boolean(),
  onlyWithSpecialCode: z7.boolean(),
  introText: z7.string(),
  introTextEn: z7.string(),
  footerText: z7.string(),
  footerTextEn: z7.string(),
  descriptionItems: z7.array(z7.string()),
  descriptionItemsEn: z7.array(z7.string()),
  descriptionUniqueItems: z7.array(z7.string()),
  descriptionUniqueItemsEn: z7.array(z7.string()),
  priceFrom: z7.number().nullable(),
  availabilityRateId: z7.string().nullable(),
  availabilityRateName: z7.string().nullable(),
  minStay: int().nullable(),
  maxStay: int().nullable(),
  includedMealDescription: z7.string(),
  includedRestaurantFk: int().nullable(),
  includedMealFk: int().nullable()
});
var hotelPackageInputSchema = z7.object({
  clockId: z7.string().trim().min(1, "is required").max(50),
  name: name2,
  nameEn: text2(200),
  url: text2(500),
  position: int().min(0).default(0),
  imageFk: int().positive().nullable().default(null),
  displayOnSite: z7.boolean().default(true),
  onlyWithSpecialCode: z7.boolean().default(false),
  introText: text2(),
  introTextEn: text2(),
  footerText: text2(),
  footerTextEn: text2(),
  descriptionItems: lineList,
  descriptionItemsEn: lineList,
  descriptionUniqueItems: lineList,
  descriptionUniqueItemsEn: lineList,
  priceFrom: z7.number().min(0).nullable().default(null),
  availabilityRateId: z7.string().max(100).nullable().default(null),
  availabilityRateName: z7.string().max(200).nullable().default(null),
  minStay: int().min(0).nullable().default(null),
  maxStay: int().min(0).nullable().default(null),
  ...includedMeal
}).refine((p) => p.minStay === null || p.maxStay === null || p.minStay <= p.maxStay, { path: ["maxStay"], message: "must not be less than minStay" });
var hotelPackageAddonSchema = z7.object({
  clockId: z7.string(),
  name: z7.string(),
  nameEn: z7.string(),
  url: z7.string(),
  description: z7.string(),
  descriptionEn: z7.string(),
  position: int(),
  unit: z7.string(),
  unitEn: z7.string(),
  includedMealDescription: z7.string(),
  includedRestaurantFk: int().nullable(),
  includedMealFk: int().nullable(),
  restrictions: z7.array(restrictionSchema)
});
var hotelPackageAddonInputSchema = z7.object({
  clockId: z7.string().trim().min(1, "is required").max(50),
  name: name2,
  nameEn: name2,
  url: text2(500),
  description: text2(),
  descriptionEn: text2(),
  position: int().min(0).default(0),
  unit: text2(100),
  unitEn: text2(100),
  ...includedMeal
});
var attachedAddonSchema = z7.object({ packageId: z7.string(), addonId: z7.string(), addonName: z7.string() });
var attachAddonInputSchema = z7.object({
  hotelPackageId: z7.string().trim().min(1, "is required"),
  addonId: z7.string().trim().min(1, "is required")
});
var rateSchema = z7.object({ id: z7.string(), name: z7.string(), minStay: int(), maxStay: int() });
var lowestPriceSchema = z7.object({ clockId: z7.string(), lowestPrice: z7.number().nullable(), from: z7.string(), to: z7.string() });
var searchHitSchema = z7.object({
  id: z7.union([z7.string(), z7.number()]),
  name: z7.string(),
  nameEn: z7.string().optional(),
  src: z7.string().optional(),
  /** A treatment's (spa system): whether it is for two, and its addition, which a new treatment's form starts from. */
  isDual: z7.boolean().optional(),
  addition: treatmentAdditionSchema.nullable().optional()
});
var SEARCH_KINDS = ["images", "spapackages", "hotelpackages", "hotelpackageaddons", "treatments", "daypasses", "fvps"];

// server/repositories/restaurants.ts
async function findRestaurant(db, key) {
  const text4 = String(key).trim();
  const query = db.selectFrom("restaurants").select(["id", "name"]);
  if (/^\d+$/.test(text4)) return text4.length > 9 ? void 0 : query.where("id", "=", Number(text4)).executeTakeFirst();
  return query.where((eb) => eb(eb.fn("lower", ["name"]), "=", text4.toLowerCase())).executeTakeFirst();
}
async function requireRestaurant(db, key) {
  const restaurant = await findRestaurant(db, key);
  if (!restaurant) throw new NotFoundError("Restaurant", key);
  return restaurant;
}
async function listRestaurants(db) {
  const [restaurants, tables] = await Promise.all([
    db.selectFrom("restaurants").select(["id", "name"]).orderBy("id").execute(),
    db.selectFrom("restaurant_tables").select(["restaurant_id", "table_number"]).orderBy("restaurant_id").orderBy("position").execute()
  ]);
  return restaurants.map((restaurant) => ({
    ...restaurant,
    tables: tables.filter((table) => table.restaurant_id === restaurant.id).map((table) => table.table_number)
  }));
}
async function restaurantMeals(db) {
  const rows = await db.selectFrom("restaurant_meals").innerJoin("meals", "meals.id", "restaurant_meals.meal_id").select(["restaurant_meals.id as mealId", "meals.id as mealTypeId", "restaurant_meals.restaurant_id as restaurantId", "meals.name"]).orderBy("restaurant_meals.restaurant_id").orderBy("meals.sort_order").execute();
  const byRestaurant = /* @__PURE__ */ new Map();
  for (const row of rows) {
    const entry2 = byRestaurant.get(row.restaurantId) ?? { restaurantId: row.restaurantId, meals: [] };
    entry2.meals.push({ mealId: row.mealId, mealTypeId: row.mealTypeId, name: row.name });
    byRestaurant.set(row.restaurantId, entry2);
  }
  return [...byRestaurant.values()];
}
async function mealsOfRestaurant(db, restaurantId) {
  return db.selectFrom("restaurant_meals").innerJoin("meals", "meals.id", "restaurant_meals.meal_id").select(["restaurant_meals.id as restaurantMealId", "meals.name"]).where("restaurant_meals.restaurant_id", "=", restaurantId).orderBy("meals.sort_order").execute();
}
async function isMealOfRestaurant(db, restaurantId, restaurantMealId) {
  const row = await db.selectFrom("restaurant_meals").select("id").where("id", "=", restaurantMealId).where("restaurant_id", "=", restaurantId).executeTakeFirst();
  return Boolean(row);
}
async function restaurantExists(db, id) {
  return Boolean(await db.selectFrom("restaurants").select("id").where("id", "=", id).executeTakeFirst());
}
async function servesMealType(db, restaurantId, mealTypeId) {
  const row = await db.selectFrom("restaurant_meals").select("id").where("restaurant_id", "=", restaurantId).where("meal_id", "=", mealTypeId).executeTakeFirst();
  return Boolean(row);
}

// server/domain/included-meal.ts
async function includedMealProblem(db, restaurantFk, mealFk) {
  if (restaurantFk === null) return mealFk === null ? null : { field: "body.includedRestaurantFk", message: "is required with a meal" };
  if (!await restaurantExists(db, restaurantFk)) return { field: "body.includedRestaurantFk", message: `restaurant ${restaurantFk} not found` };
  if (mealFk === null) return null;
  return await servesMealType(db, restaurantFk, mealFk) ? null : { field: "body.includedMealFk", message: `meal ${mealFk} not served by restaurant ${restaurantFk}` };
}
async function includedMealToSave(db, input) {
  const description = input.includedMealDescription.trim();
  if (description === "") return { includedMealDescription: "", includedRestaurantFk: null, includedMealFk: null };
  const problem = await includedMealProblem(db, input.includedRestaurantFk, input.includedMealFk);
  if (problem) throw new BadRequestError([problem]);
  return { includedMealDescription: description, includedRestaurantFk: input.includedRestaurantFk, includedMealFk: input.includedMealFk };
}

// server/repositories/date-filters.ts
var dateFilter = columnMap("date_filters", ["id", "name", "isAnnual", "dates", "daysOfWeek", "fromDate", "toDate", "hours"]);
var columns = selection(dateFilter);
async function listDateFilters(db) {
  return db.selectFrom("date_filters").select(columns).orderBy("name").orderBy("id").execute();
}
async function pagedDateFilters(db, page2, perPage) {
  return pagedList(db.selectFrom("date_filters"), (q) => q.select(columns).orderBy("id"), page2, perPage);
}
async function saveDateFilter(db, input) {
  const { id, ...fields } = input;
  const values2 = toColumns(dateFilter, { ...fields, dates: [...new Set(fields.dates)].sort(), daysOfWeek: [...new Set(fields.daysOfWeek)].sort() });
  if (!id) return db.insertInto("date_filters").values(values2).returning(columns).executeTakeFirstOrThrow();
  const row = await db.updateTable("date_filters").set(values2).where("id", "=", id).returning(columns).executeTakeFirst();
  if (!row) throw new NotFoundError("Date filter", id);
  return row;
}
async function deleteDateFilter(db, id) {
  const message2 = "This date filter is used by a restriction: change or delete the restriction first.";
  const used2 = await db.selectFrom("restrictions").select("id").where("date_filter_fk", "=", id).executeTakeFirst();
  if (used2) throw new ConflictError(message2);
  await conflictOnReferenced(() => deleteOrNotFound(db.deleteFrom("date_filters").where("id", "=", id), "Date filter", id), message2);
}

// server/repositories/restrictions.ts
var OWNERS = {
  addon: { column: "addon_fk", what: "Hotel package add-on" },
  spaProduct: { column: "spa_product_fk", what: "Spa product" },
  dayPass: { column: "day_pass_fk", what: "Day pass" }
};
var loose = (db) => db;
async function restrictionsOf(db, kind, ids) {
  const { column } = OWNERS[kind];
  let query = loose(db).selectFrom("restrictions").select(["id", `${column} as owner`, "priority", "is_global as isGlobal", "is_product_available as isProductAvailable", "date_filter_fk as dateFilterFk"]).where(column, "is not", null).orderBy("priority").orderBy("id");
  if (ids) {
    if (ids.length === 0) return /* @__PURE__ */ new Map();
    query = query.where(column, "in", ids);
  }
  const [rows, filters] = await Promise.all([query.execute(), listDateFilters(db)]);
  const byId = new Map(filters.map((f) => [f.id, f]));
  const result = /* @__PURE__ */ new Map();
  for (const { owner, dateFilterFk, ...row } of rows) {
    const key = owner;
    const list = result.get(key) ?? [];
    list.push({ ...row, isDeleted: false, dateFilter: dateFilterFk === null ? null : byId.get(dateFilterFk) ?? null });
    result.set(key, list);
  }
  return result;
}
async function saveRestrictions(db, kind, ownerId, restrictions) {
  const { column, what } = OWNERS[kind];
  const filterIds = new Set((await listDateFilters(db)).map((f) => f.id));
  const unknownFilters = restrictions.flatMap(
    (r, i) => r.dateFilterFk !== null && !filterIds.has(r.dateFilterFk) ? [{ field: `body.restrictions.${i}.dateFilterFk`, message: `date filter ${r.dateFilterFk} not found` }] : []
  );
  if (unknownFilters.length) throw new BadRequestError(unknownFilters);
  const own = await loose(db).selectFrom("restrictions").select("id").where(column, "=", ownerId).execute();
  const ownIds = new Set(own.map((r) => r.id));
  const foreign = restrictions.find((r) => r.id > 0 && !ownIds.has(r.id));
  if (foreign) throw new NotFoundError("Restriction", foreign.id);
  const write = () => inTransaction(db, async (trx) => {
    const table = loose(trx);
    for (const { id, isDeleted, priority, isGlobal, isProductAvailable, dateFilterFk } of restrictions) {
      const values2 = { priority, is_global: isGlobal, is_product_available: isProductAvailable, date_filter_fk: dateFilterFk };
      if (id > 0 && isDeleted) {
        await table.deleteFrom("restrictions").where("id", "=", id).where(column, "=", ownerId).execute();
      } else if (id > 0) {
        await table.updateTable("restrictions").set(values2).where("id", "=", id).where(column, "=", ownerId).execute();
      } else if (!isDeleted) {
        await table.insertInto("restrictions").values({ ...values2, [column]: ownerId }).execute();
      }
    }
  });
  await notFoundOnMissingReference(write, { date_filter_fk: "Date filter", [column]: what });
  return (await restrictionsOf(db, kind, [ownerId])).get(ownerId) ?? [];
}

// server/repositories/addons.ts
var addon = columnMap("hotel_package_addons", [
  "clockId",
  "name",
  "nameEn",
  "url",
  "description",
  "descriptionEn",
  "position",
  "unit",
  "unitEn",
  ...includedMealFields
]);
var columns2 = selection(addon);
var WHAT = "Hotel package add-on";
async function listAddons(db, clockId) {
  let query = db.selectFrom("hotel_package_addons").select(columns2).orderBy("position").orderBy("clock_id");
  if (clockId) query = query.where("clock_id", "=", clockId);
  const rows = await query.execute();
  const restrictions = await restrictionsOf(db, "addon", rows.map((r) => r.clockId));
  return rows.map((row) => ({ ...row, restrictions: restrictions.get(row.clockId) ?? [] }));
}
async function findAddon(db, clockId) {
  const [found] = await listAddons(db, clockId);
  if (!found) throw new NotFoundError(WHAT, clockId);
  return found;
}
async function requireAddon(db, clockId) {
  if (!await db.selectFrom("hotel_package_addons").select("clock_id").where("clock_id", "=", clockId).executeTakeFirst()) {
    throw new NotFoundError(WHAT, clockId);
  }
}
async function saveAddon(db, input) {
  const meal = await includedMealToSave(db, input);
  await notFoundOnMissingReference(() => upsert(db, "hotel_package_addons", "clock_id", toColumns(addon, { ...input, ...meal })), {
    included_restaurant_fk: "Restaurant",
    included_meal_fk: "Meal"
  });
  return findAddon(db, input.clockId);
}
async function deleteAddon(db, clockId) {
  await deleteOrNotFound(db.deleteFrom("hotel_package_addons").where("clock_id", "=", clockId), WHAT, clockId);
}
async function saveRestrictionsOfAddon(db, clockId, restrictions) {
  await requireAddon(db, clockId);
  return saveRestrictions(db, "addon", clockId, restrictions);
}

// server/routes/addons.ts
var addonRoutes = async (app) => {
  app.get("/products/hotelPackageAddon", { schema: { response: { 200: z8.array(hotelPackageAddonSchema) } } }, async (request) => listAddons(request.db));
  app.get(
    "/products/hotelPackageAddon/:id",
    { schema: { params: clockIdParamSchema, response: { 200: hotelPackageAddonSchema } } },
    async (request) => findAddon(request.db, request.params.id)
  );
  app.post(
    "/products/hotelPackageAddon",
    { schema: { body: hotelPackageAddonInputSchema, response: { 200: hotelPackageAddonSchema } } },
    async (request) => saveAddon(request.db, request.body)
  );
  app.delete("/products/:id/hotelPackageAddon", { schema: { params: clockIdParamSchema, response: { 200: deletedClockIdSchema } } }, async (request) => {
    await deleteAddon(request.db, request.params.id);
    return { clockId: request.params.id };
  });
  app.post(
    "/products/hotelPackageAddonRestrictions",
    { schema: { body: addonRestrictionsInputSchema, response: { 200: z8.array(restrictionSchema) } } },
    async (request) => saveRestrictionsOfAddon(request.db, request.body.clockId, request.body.restrictions)
  );
};

// contract/restaurants.ts
import { z as z9 } from "zod";
var restaurantSchema = z9.object({
  id: int(),
  name: z9.string(),
  tables: z9.array(z9.string())
});
var mealSchema = z9.object({ mealId: int(), mealTypeId: int(), name: z9.string() });
var restaurantMealsSchema = z9.object({
  restaurantId: int(),
  meals: z9.array(mealSchema)
});
var restaurantParamSchema = z9.object({ restaurant: z9.string().min(1).max(100) });

// server/repositories/availabilities.ts
var rule = columnMap("availability_rules", [
  "id",
  "restaurantFk",
  "restaurantMealId",
  "description",
  "dates",
  "daysOfWeek",
  "timeFrom",
  "timeTo",
  "webSeats",
  "manualSeats",
  "priority"
]);
var columns3 = selection(rule);
var references = { restaurant_fk: "Restaurant", restaurant_meal_id: "Restaurant meal" };
function toRow(input) {
  return toColumns(rule, {
    ...input,
    restaurantFk: input.restaurantId,
    dates: [...new Set(input.dates)].sort(),
    daysOfWeek: [...new Set(input.daysOfWeek)].sort()
  });
}
async function pagedRules(db, restaurantId, query) {
  const { page: page2, itemsPerPage, sort, sortDir } = query;
  return pagedList(
    db.selectFrom("availability_rules").where("restaurant_fk", "=", restaurantId),
    (q) => q.select(columns3).orderBy(rule[sort], sortDir).orderBy("id", sortDir),
    page2,
    itemsPerPage
  );
}
async function checkTarget(db, input) {
  const restaurant = await requireRestaurant(db, input.restaurantId);
  if (!await isMealOfRestaurant(db, restaurant.id, input.restaurantMealId)) {
    throw new BadRequestError("body.restaurantMealId", "is not a meal of this restaurant");
  }
}
async function createRule(db, input) {
  await checkTarget(db, input);
  return notFoundOnMissingReference(() => db.insertInto("availability_rules").values(toRow(input)).returning(columns3).executeTakeFirstOrThrow(), references);
}
async function updateRule(db, id, input) {
  await checkTarget(db, input);
  const row = await notFoundOnMissingReference(
    () => db.updateTable("availability_rules").set(toRow(input)).where("id", "=", id).returning(columns3).executeTakeFirst(),
    references
  );
  if (!row) throw new NotFoundError("Availability", id);
  return row;
}
async function deleteRule(db, id) {
  await deleteOrNotFound(db.deleteFrom("availability_rules").where("id", "=", id), "Availability", id);
}
async function slotInputs(db, restaurantId) {
  const [meals, rules] = await Promise.all([
    mealsOfRestaurant(db, restaurantId),
    db.selectFrom("availability_rules").select(columns3).where("restaurant_fk", "=", restaurantId).execute()
  ]);
  return { meals, rules };
}

// server/routes/availabilities.ts
var availabilityRoutes = async (app, { live }) => {
  app.addHook("onSend", async (request) => {
    if (request.method !== "GET" && request.method !== "HEAD") live.committed("all");
  });
  const ruleAnswer = { 200: availabilityRuleSchema };
  const listSchema = {
    params: restaurantParamSchema,
    querystring: availabilityListQuerySchema,
    response: { 200: pagedSchema(availabilityRuleSchema) }
  };
  for (const path7 of ["/restaurant/v2/:restaurant/availabilities", "/restaurant/v2/:restaurant/availabilities/"]) {
    app.get(path7, { schema: listSchema }, async (request) => {
      const restaurant = await requireRestaurant(request.db, request.params.restaurant);
      return pagedRules(request.db, restaurant.id, request.query);
    });
  }
  app.post("/restaurant/v2/availability", { schema: { body: availabilityInputSchema, response: ruleAnswer } }, async (request) => {
    return createRule(request.db, request.body);
  });
  app.put(
    "/restaurant/v2/availability/:id",
    { schema: { params: idParamSchema, body: availabilityInputSchema, response: ruleAnswer } },
    async (request) => {
      return updateRule(request.db, request.params.id, request.body);
    }
  );
  app.delete("/restaurant/v2/availability/:id", { schema: { params: idParamSchema, response: { 200: deletedIdSchema } } }, async (request) => {
    await deleteRule(request.db, request.params.id);
    return { id: request.params.id };
  });
};

// contract/blocked-customers.ts
import { z as z10 } from "zod";
var blockedCustomerSchema = z10.object({
  id: int(),
  emailAddress: z10.string(),
  phoneNumber: z10.string(),
  note: z10.string()
});
var anEmail = z10.email();
var PHONE_CHARACTERS = /^\+?[0-9 ()-]+$/;
var digitCount = (text4) => text4.replace(/[^0-9]/g, "").length;
var blockedEmailSchema = z10.string().trim().max(254, "must be at most 254 characters").refine((text4) => text4 === "" || anEmail.safeParse(text4).success, "must be an email address");
var blockedPhoneSchema = z10.string().trim().max(30, "must be at most 30 characters").refine((text4) => text4 === "" || PHONE_CHARACTERS.test(text4), "must hold only digits, spaces and + - ( ), with + only first").refine((text4) => text4 === "" || digitCount(text4) >= 5 && digitCount(text4) <= 15, "must have 5 to 15 digits");
var blockedCustomerInputSchema = z10.object({
  emailAddress: blockedEmailSchema.default(""),
  phoneNumber: blockedPhoneSchema.default(""),
  note: optionalText(1e3)
}).refine((c) => c.emailAddress !== "" || c.phoneNumber !== "", { path: ["emailAddress"], message: "is required when there is no phoneNumber" });
var blockedCustomersQuerySchema = z10.object({
  page: coerceInt({ min: 1 }).optional(),
  itemsPerPage: coerceInt({ min: 1, max: 500 }).optional()
});

// server/repositories/blocked-customers.ts
var blockedCustomer = columnMap("blocked_customers", ["id", "emailAddress", "phoneNumber", "note"]);
var columns4 = selection(blockedCustomer);
async function listBlockedCustomers(db, page2, perPage) {
  const list = db.selectFrom("blocked_customers");
  if (page2 !== void 0 && perPage !== void 0) return pagedList(list, (q) => q.select(columns4).orderBy("id"), page2, perPage);
  const items = await list.select(columns4).orderBy("id").execute();
  return { items, totalItems: items.length };
}
async function createBlockedCustomer(db, input) {
  return db.insertInto("blocked_customers").values(toColumns(blockedCustomer, input)).returning(columns4).executeTakeFirstOrThrow();
}
async function updateBlockedCustomer(db, id, input) {
  const row = await db.updateTable("blocked_customers").set(toColumns(blockedCustomer, input)).where("id", "=", id).returning(columns4).executeTakeFirst();
  if (!row) throw new NotFoundError("Blocked customer", id);
  return row;
}
async function deleteBlockedCustomer(db, id) {
  await deleteOrNotFound(db.deleteFrom("blocked_customers").where("id", "=", id), "Blocked customer", id);
}

// server/routes/blocked-customers.ts
var blockedCustomerRoutes = async (app) => {
  app.get(
    "/blocked-customers",
    { schema: { querystring: blockedCustomersQuerySchema, response: { 200: pagedSchema(blockedCustomerSchema) } } },
    async (request) => listBlockedCustomers(request.db, request.query.page, request.query.itemsPerPage)
  );
  app.post(
    "/blocked-customers",
    { schema: { body: blockedCustomerInputSchema, response: { 200: blockedCustomerSchema } } },
    async (request) => createBlockedCustomer(request.db, request.body)
  );
  app.put(
    "/blocked-customers/:id",
    { schema: { params: idParamSchema, body: blockedCustomerInputSchema, response: { 200: blockedCustomerSchema } } },
    async (request) => updateBlockedCustomer(request.db, request.params.id, request.body)
  );
  app.delete("/blocked-customers/:id", { schema: { params: idParamSchema, response: { 200: deletedIdSchema } } }, async (request) => {
    await deleteBlockedCustomer(request.db, request.params.id);
    return { id: request.params.id };
  });
};

// server/routes/bookings.ts
import { PassThrough } from "node:stream";
import { promisify as promisify3 } from "node:util";
import { gzip as gzip2 } from "node:zlib";
import negotiate2 from "@fastify/accept-negotiator";
import { serializerCompiler } from "fastify-type-provider-zod";
import { z as z13 } from "zod";

// contract/bookings.ts
import { z as z11 } from "zod";
var BOOKING_STATUSES = ["Created", "Completed", "Cancelled", "Withdrawn"];
var COUNTED_STATUSES = ["Created", "Completed"];
var BookingSource = { CheckoutWeb: 0, EmployeePortal: 1, Admin: 2, CheckoutAdmin: 2 };
var localDateTime = z11.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, "must be a date-time YYYY-MM-DDTHH:mm:ss").refine(isRealDateTime, "must be a real date and time").transform((value) => value.length === 16 ? `${value}:00` : value);
var scheduleBookingSchema = z11.object({
  bookingId: int(),
  bookingDateTime: z11.string(),
  name: z11.string(),
  bookedSeats: int(),
  phoneNumber: z11.string(),
  email: z11.string(),
  message: z11.string(),
  status: z11.enum(BOOKING_STATUSES),
  visited: z11.boolean(),
  tableNumbers: z11.array(z11.string()),
  clockBookingNumber: z11.string().nullable(),
  brpOrderNumber: z11.string().nullable(),
  createdAt: z11.string(),
  createdBy: z11.string(),
  updatedAt: z11.string().nullable(),
  updatedBy: z11.string().nullable()
});
var timeslotSchema = z11.object({
  mealTime: z11.string(),
  seatsLimit: int(),
  seatsBooked: int(),
  isBlocked: z11.boolean(),
  /** Seats of counted bookings not marked arrived yet. */
  persons: int(),
  bookings: z11.array(scheduleBookingSchema)
});
var scheduleGroupSchema = z11.object({
  name: z11.string(),
  restaurantMealId: int(),
  timeslots: z11.array(timeslotSchema)
});
var mealTimesQuerySchema = z11.object({
  date: isoDate,
  /** `web` gives the web seat limit; anything else (staff) web + manual seats. */
  source: z11.enum(["web", "staff"]).default("staff")
});
var createBookingSchema = z11.object({
  bookingDateTime: localDateTime,
  customerName: z11.string().trim().min(1, "is required").max(200),
  customerPhoneNumber: z11.string().trim().max(50).default(""),
  peopleCount: int("must be a whole number").min(1, "must be more than 0").max(500),
  restaurantId: int().positive(),
  source: int().min(0).max(2).default(BookingSource.CheckoutAdmin),
  comment: z11.string().max(2e3).default("")
});
var updateBookingSchema = z11.object({
  name: z11.string().trim().min(1, "is required").max(200),
  bookedSeats: int("must be a whole number").min(1, "must be more than 0").max(500),
  bookingDateTime: localDateTime,
  restaurantId: int().positive(),
  phoneNumber: z11.string().trim().max(50).default(""),
  tableNumbers: z11.array(z11.string().trim().min(1).max(20)).max(50).default([]),
  message: z11.string().max(2e3).default("")
});
var toggleCompletionQuerySchema = z11.object({
  visited: z11.enum(["true", "false"], "must be true or false").optional().transform((value) => value === void 0 ? void 0 : value === "true")
});
var blockQuerySchema = z11.object({
  restaurantId: coerceInt({ min: 1 }),
  mealTime: localDateTime
});
var blockResultSchema = z11.object({ restaurantId: int(), mealTime: z11.string(), isBlocked: z11.boolean() });
var bookingSearchQuerySchema = z11.object({
  pageNumber: coerceInt({ min: 1 }).default(1),
  pageSize: coerceInt({ min: 1, max: 200 }).default(10),
  searchQuery: z11.string().max(200).default("")
});
var restaurantBookingSchema = z11.object({
  id: int(),
  bookingDateTime: z11.string(),
  customerName: z11.string(),
  customerPhoneNumber: z11.string(),
  customerEmail: z11.string(),
  status: z11.enum(BOOKING_STATUSES),
  peopleCount: int(),
  arrivedAt: z11.string().nullable(),
  comment: z11.string(),
  createdBy: z11.string(),
  updatedBy: z11.string().nullable()
});
var reportDailyQuerySchema = z11.object({ date: isoDate, restaurantId: coerceInt({ min: 1 }) });
var reportMonthlyQuerySchema = z11.object({ dateFrom: isoDate, dateTo: isoDate, restaurantId: coerceInt({ min: 1 }) }).refine((q) => q.dateFrom <= q.dateTo, { path: ["dateTo"], message: "must not be before dateFrom" });

// contract/live.ts
import { z as z12 } from "zod";
var liveEventsQuerySchema = z12.object({ date: isoDate });
var origin = z12.string().optional();
var where = { restaurantId: int(), date: z12.string() };
var scheduleEventSchema = z12.discriminatedUnion("type", [
  /** Subscribed: from here on every change of the day is sent. The console refetches the day to catch up. */
  z12.object({ type: z12.literal("ready"), ...where }),
  /** A booking of the day as it now stands (created, edited, cancelled, arrived, tables): put it in its slot. */
  z12.object({ type: z12.literal("booking"), ...where, booking: scheduleBookingSchema, origin }),
  /** A booking no longer on this day (moved to another day or restaurant). */
  z12.object({ type: z12.literal("removed"), ...where, bookingId: int(), origin }),
  /** A timeslot blocked or unblocked. */
  z12.object({ type: z12.literal("slot"), ...where, mealTime: z12.string(), isBlocked: z12.boolean(), origin }),
  /** Events may have been missed (the server lost its database listener for a moment): refetch the day. */
  z12.object({ type: z12.literal("resync"), ...where })
]);
var CLIENT_ID_HEADER = "X-Client-Id";
var CLIENT_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

// server/repositories/bookings.ts
import { sql as sql3 } from "kysely";

// server/domain/bookings.ts
function toScheduleBooking(booking2) {
  const { id, restaurantId: _restaurant, arrivedAt: _arrived, source: _source, ...rest } = booking2;
  return { bookingId: id, ...rest };
}
function toRestaurantBooking(booking2) {
  return {
    id: booking2.id,
    bookingDateTime: booking2.bookingDateTime,
    customerName: booking2.name,
    customerPhoneNumber: booking2.phoneNumber,
    customerEmail: booking2.email,
    status: booking2.status,
    peopleCount: booking2.bookedSeats,
    arrivedAt: booking2.arrivedAt,
    comment: booking2.message,
    createdBy: booking2.createdBy,
    updatedBy: booking2.updatedBy
  };
}
function isClosed(status) {
  return status === "Cancelled" || status === "Withdrawn";
}
function nextDay(date) {
  const day2 = /* @__PURE__ */ new Date(`${date}T00:00:00Z`);
  day2.setUTCDate(day2.getUTCDate() + 1);
  return day2.toISOString().slice(0, 10);
}

// server/repositories/bookings.ts
var booking = columnMap("bookings", [
  "id",
  "restaurantId",
  "bookingDateTime",
  "name",
  "phoneNumber",
  "email",
  "message",
  "bookedSeats",
  "status",
  "visited",
  "arrivedAt",
  "tableNumbers",
  "source",
  "clockBookingNumber",
  "brpOrderNumber",
  "createdAt",
  "createdBy",
  "updatedAt",
  "updatedBy"
]);
var columns5 = selection(booking);
var now = sql3`now()`;
var references2 = { restaurant_id: "Restaurant" };
async function bookingsOfDays(db, restaurantId, from, to) {
  return db.selectFrom("bookings").select(columns5).where("restaurant_id", "=", restaurantId).where("booking_date_time", ">=", `${from}T00:00:00`).where("booking_date_time", "<", `${nextDay(to)}T00:00:00`).orderBy("booking_date_time").orderBy("id").execute();
}
async function findBooking(db, id) {
  const row = await findBookingIfAny(db, id);
  if (!row) throw new NotFoundError("Booking", id);
  return row;
}
async function findBookingIfAny(db, id) {
  return db.selectFrom("bookings").select(columns5).where("id", "=", id).executeTakeFirst();
}
async function createBooking(db, values2) {
  return notFoundOnMissingReference(() => db.insertInto("bookings").values(toColumns(booking, values2)).returning(columns5).executeTakeFirstOrThrow(), references2);
}
async function updateBooking(db, id, { arrived, ...changes }) {
  const row = await notFoundOnMissingReference(
    () => db.updateTable("bookings").set({
      ...toColumns(booking, changes),
      ...arrived === void 0 ? {} : { arrived_at: arrived ? now : null },
      updated_at: now
    }).where("id", "=", id).returning(columns5).executeTakeFirst(),
    references2
  );
  if (!row) throw new NotFoundError("Booking", id);
  return row;
}
async function searchBookings(db, restaurantId, { text: text4, page: page2, perPage }) {
  let base = db.selectFrom("bookings").where("restaurant_id", "=", restaurantId);
  if (text4) {
    const pattern = `%${text4.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const searched = [booking.name, booking.phoneNumber, booking.email, booking.message];
    base = base.where((eb) => eb.or(searched.map((column) => eb(column, "ilike", pattern))));
  }
  const found = await pagedList(base, (q) => q.select(columns5).orderBy("booking_date_time", "desc").orderBy("id", "desc"), page2, perPage);
  return { items: found.items.map(toRestaurantBooking), totalItems: found.totalItems };
}
async function blockedMealTimes(db, restaurantId, date) {
  const rows = await db.selectFrom("blocked_meal_times").select("meal_time").where("restaurant_id", "=", restaurantId).where("meal_time", ">=", `${date}T00:00:00`).where("meal_time", "<", `${nextDay(date)}T00:00:00`).execute();
  return new Set(rows.map((row) => row.meal_time));
}
async function setMealTimeBlocked(db, restaurantId, mealTime, blocked, user) {
  if (blocked) {
    const insert = db.insertInto("blocked_meal_times").values({ restaurant_id: restaurantId, meal_time: mealTime, created_by: user }).onConflict((oc) => oc.columns(["restaurant_id", "meal_time"]).doNothing());
    await notFoundOnMissingReference(() => insert.execute(), references2);
  } else {
    await db.deleteFrom("blocked_meal_times").where("restaurant_id", "=", restaurantId).where("meal_time", "=", mealTime).execute();
  }
}

// server/domain/booking-changes.ts
async function cancelBooking(db, id, user) {
  const current = await findBooking(db, id);
  if (isClosed(current.status)) throw new ConflictError(`The booking is already ${current.status.toLowerCase()}.`);
  return updateBooking(db, id, { status: "Cancelled", updatedBy: user });
}
async function toggleCompletion(db, id, user, target) {
  const current = await findBooking(db, id);
  if (isClosed(current.status)) throw new ConflictError(`The booking is ${current.status.toLowerCase()}: arrival cannot change.`);
  if (target !== void 0 && current.visited === target) return current;
  const visited = !current.visited;
  return updateBooking(db, id, { visited, status: visited ? "Completed" : "Created", arrived: visited, updatedBy: user });
}

// server/domain/timeslots.ts
var SLOT_MINUTES = 30;
function weekday(date) {
  return (/* @__PURE__ */ new Date(`${date}T00:00:00Z`)).getUTCDay();
}
function applies(rule2, date) {
  return rule2.dates.includes(date) || rule2.daysOfWeek.includes(weekday(date));
}
function winningRules(rules, date) {
  const winners = /* @__PURE__ */ new Map();
  for (const rule2 of rules) {
    if (!applies(rule2, date)) continue;
    const current = winners.get(rule2.restaurantMealId);
    if (!current || rule2.priority > current.priority || rule2.priority === current.priority && rule2.id > current.id) {
      winners.set(rule2.restaurantMealId, rule2);
    }
  }
  return winners;
}
var minutes = (time2) => Number(time2.slice(0, 2)) * 60 + Number(time2.slice(3, 5));
var clock = (total) => `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}:00`;
function slotStarts(rule2) {
  const starts = [];
  for (let at = minutes(rule2.timeFrom); at < minutes(rule2.timeTo); at += SLOT_MINUTES) starts.push(clock(at));
  return starts;
}
function nearestMeal(time2, meals, winners) {
  let best;
  for (const meal of meals) {
    const rule2 = winners.get(meal.restaurantMealId);
    const [from, to] = rule2 ? [minutes(rule2.timeFrom), minutes(rule2.timeTo)] : defaultWindow(meal.name);
    const distance = time2 < from ? from - time2 : time2 >= to ? time2 - to + 1 : 0;
    if (!best || distance < best.distance) best = { id: meal.restaurantMealId, distance };
  }
  return best?.id ?? meals[0]?.restaurantMealId ?? 0;
}
function defaultWindow(name3) {
  if (name3 === "Breakfast") return [0, 11 * 60];
  if (name3 === "Lunch") return [11 * 60, 16 * 60];
  return [16 * 60, 24 * 60];
}
function buildSchedule(input) {
  const { date, source, meals, rules, bookings, blocked } = input;
  const winners = winningRules(rules, date);
  const slots = /* @__PURE__ */ new Map();
  for (const meal of meals) {
    const rule2 = winners.get(meal.restaurantMealId);
    if (!rule2) continue;
    const limit = source === "web" ? rule2.webSeats : rule2.webSeats + rule2.manualSeats;
    for (const start of slotStarts(rule2)) {
      const key = `${date}T${start}`;
      if (!slots.has(key)) slots.set(key, { mealId: meal.restaurantMealId, limit });
    }
  }
  const starts = [...slots.keys()].map((key) => ({ key, at: minutes(key.slice(11, 16)) }));
  const byslot = /* @__PURE__ */ new Map();
  for (const booking2 of bookings) {
    const time2 = minutes(booking2.bookingDateTime.slice(11, 16));
    let home;
    for (const start of starts) {
      if (start.at <= time2 && time2 < start.at + SLOT_MINUTES && (!home || start.at > home.at)) home = start;
    }
    const key = home?.key ?? `${date}T${clock(time2 - time2 % SLOT_MINUTES)}`;
    if (!slots.has(key)) slots.set(key, { mealId: nearestMeal(time2, meals, winners), limit: 0 });
    const list = byslot.get(key) ?? [];
    list.push(booking2);
    byslot.set(key, list);
  }
  return meals.map((meal) => ({
    name: meal.name,
    restaurantMealId: meal.restaurantMealId,
    timeslots: [...slots.entries()].filter(([, slot]) => slot.mealId === meal.restaurantMealId).map(([mealTime, slot]) => timeslot(mealTime, slot.limit, byslot.get(mealTime) ?? [], blocked.has(mealTime))).sort((a, b) => a.mealTime.localeCompare(b.mealTime))
  }));
}
function timeslot(mealTime, seatsLimit, bookings, isBlocked) {
  let seatsBooked = 0;
  let persons = 0;
  for (const booking2 of bookings) {
    if (!COUNTED_STATUSES.includes(booking2.status)) continue;
    seatsBooked += booking2.bookedSeats;
    if (!booking2.visited) persons += booking2.bookedSeats;
  }
  return { mealTime, seatsLimit, seatsBooked, isBlocked, persons, bookings };
}

// server/domain/schedule.ts
async function daySchedule(db, restaurantId, date, source) {
  const [{ meals, rules }, bookings, blocked] = await Promise.all([
    slotInputs(db, restaurantId),
    bookingsOfDays(db, restaurantId, date, date),
    blockedMealTimes(db, restaurantId, date)
  ]);
  return buildSchedule({ date, source, meals, rules, bookings: bookings.map(toScheduleBooking), blocked });
}
async function reportBookings(db, restaurantId, from, to) {
  const [rows, { meals, rules }] = await Promise.all([bookingsOfDays(db, restaurantId, from, to), slotInputs(db, restaurantId)]);
  const mealOf = /* @__PURE__ */ new Map();
  const byDate = /* @__PURE__ */ new Map();
  for (const row of rows) {
    const date = row.bookingDateTime.slice(0, 10);
    byDate.set(date, [...byDate.get(date) ?? [], row]);
  }
  for (const [date, dayRows] of byDate) {
    const groups = buildSchedule({
      date,
      source: "staff",
      meals,
      rules,
      bookings: dayRows.map(toScheduleBooking),
      blocked: /* @__PURE__ */ new Set()
    });
    for (const group2 of groups) for (const slot of group2.timeslots) for (const b of slot.bookings) mealOf.set(b.bookingId, group2.name);
  }
  return rows.map((row) => ({ ...row, meal: mealOf.get(row.id) ?? "" }));
}

// server/live/schedule-changes.ts
import { sql as sql4 } from "kysely";
var SCHEDULE_CHANNEL = "schedule_changes";
var SCHEDULE_DAYS_CHANNEL = "schedule_days";
function scopesOf(change) {
  if ("slot" in change) return [{ restaurantId: change.slot[0], date: dayOf(change.slot[1]) }];
  return change.days.map(([restaurantId, date]) => ({ restaurantId, date }));
}
async function announceScheduleChange(db, change) {
  await sql4`select pg_notify(${SCHEDULE_CHANNEL}, ${JSON.stringify(change)})`.execute(db);
}
function dayOf(dateTime) {
  return dateTime.slice(0, 10);
}

// server/routes/bookings.ts
var bookingAnswer = { 200: scheduleBookingSchema };
var MEAL_TIMES_URL = "/restaurant/v2/:restaurant/bookings/mealTimes";
var dayAnswer = z13.array(scheduleGroupSchema);
var serializeDay = serializerCompiler({ schema: dayAnswer, method: "GET", url: MEAL_TIMES_URL, httpStatus: "200" });
var gzipped2 = promisify3(gzip2);
async function encodeDay(groups) {
  const json = Buffer.from(serializeDay(groups));
  return { json, gzip: await gzipped2(json) };
}
var announced = /* @__PURE__ */ new WeakMap();
var HEARTBEAT_MS = 2e4;
function originOf(request) {
  const value = request.headers[CLIENT_ID_HEADER.toLowerCase()];
  return typeof value === "string" && CLIENT_ID_PATTERN.test(value) ? value : void 0;
}
async function announce(request, change) {
  await announceScheduleChange(request.db, change);
  announced.set(request, [...announced.get(request) ?? [], change]);
}
async function announceBooking(request, booking2, before = booking2) {
  const days = [[before.restaurantId, dayOf(before.bookingDateTime)]];
  if (before.restaurantId !== booking2.restaurantId || dayOf(before.bookingDateTime) !== dayOf(booking2.bookingDateTime)) {
    days.push([booking2.restaurantId, dayOf(booking2.bookingDateTime)]);
  }
  await announce(request, { booking: booking2.id, days, origin: originOf(request) });
  return booking2;
}
var bookingRoutes = async (app, { live }) => {
  const streams = /* @__PURE__ */ new Set();
  app.addHook("preClose", async () => {
    for (const stream of streams) stream.end();
  });
  app.addHook("onSend", async (request) => {
    for (const change of announced.get(request) ?? []) live.committed(change);
    announced.delete(request);
  });
  app.get(
    "/restaurant/v2/:restaurant/bookings/events",
    { schema: { params: restaurantParamSchema, querystring: liveEventsQuerySchema } },
    async (request, reply) => {
      const restaurant = await requireRestaurant(request.db, request.params.restaurant);
      const { date } = request.query;
      const stream = new PassThrough();
      const send = (event) => stream.write(`data: ${JSON.stringify(event)}

`);
      const unsubscribe = live.subscribe(restaurant.id, date, send);
      const heartbeat = setInterval(() => stream.write(": heartbeat\n\n"), HEARTBEAT_MS);
      const expiresAt = request.user.expiresAt;
      const expiry = expiresAt === void 0 ? void 0 : setTimeout(() => stream.end(), Math.min(Math.max(expiresAt - Date.now(), 0), 2 ** 31 - 1));
      const stop = () => {
        clearInterval(heartbeat);
        clearTimeout(expiry);
        unsubscribe();
        streams.delete(stream);
        stream.end();
      };
      streams.add(stream);
      reply.raw.on("close", stop);
      stream.on("end", stop);
      send({ type: "ready", restaurantId: restaurant.id, date });
      return reply.header("content-type", "text/event-stream; charset=utf-8").header("x-accel-buffering", "no").header("connection", "close").send(stream);
    }
  );
  app.get(
    MEAL_TIMES_URL,
    { schema: { params: restaurantParamSchema, querystring: mealTimesQuerySchema, response: { 200: dayAnswer } } },
    async (request, reply) => {
      const { date, source } = request.query;
      const find = () => requireRestaurant(request.db, request.params.restaurant);
      const compute = async (restaurantId) => encodeDay(await daySchedule(request.db, restaurantId, date, source));
      const current = await live.days.catchUp();
      const restaurant = current ? await live.days.restaurant(request.params.restaurant, find) : await find();
      const answer = current ? await live.days.get(restaurant.id, date, source, () => compute(restaurant.id)) : await compute(restaurant.id);
      void reply.type("application/json; charset=utf-8").header("vary", "accept-encoding");
      const encoding = request.headers["accept-encoding"];
      if (encoding && negotiate2(encoding, ["gzip", "identity"]) === "gzip") {
        return reply.header("content-encoding", "gzip").send(answer.gzip);
      }
      return reply.send(answer.json);
    }
  );
  app.post("/restaurant/v2/bookings/simple", { schema: { body: createBookingSchema, response: bookingAnswer } }, async (request) => {
    const body = request.body;
    const restaurant = await requireRestaurant(request.db, body.restaurantId);
    const booking2 = await createBooking(request.db, {
      restaurantId: restaurant.id,
      bookingDateTime: body.bookingDateTime,
      name: body.customerName,
      phoneNumber: body.customerPhoneNumber,
      bookedSeats: body.peopleCount,
      source: body.source,
      message: body.comment,
      createdBy: request.user.name
    });
    return toScheduleBooking(await announceBooking(request, booking2));
  });
  app.put(
    "/restaurant/v2/bookings/:id",
    { schema: { params: idParamSchema, body: updateBookingSchema, response: bookingAnswer } },
    async (request) => {
      const { restaurantId, ...changes } = request.body;
      const restaurant = await requireRestaurant(request.db, restaurantId);
      const before = await findBooking(request.db, request.params.id);
      const after = await updateBooking(request.db, request.params.id, { ...changes, restaurantId: restaurant.id, updatedBy: request.user.name });
      return toScheduleBooking(await announceBooking(request, after, before));
    }
  );
  app.post(
    "/restaurant/v2/booking/:id/cancel",
    { schema: { params: idParamSchema, response: bookingAnswer } },
    async (request) => toScheduleBooking(await announceBooking(request, await cancelBooking(request.db, request.params.id, request.user.name)))
  );
  app.post(
    "/restaurant/v2/booking/:id/toggle-completion",
    { schema: { params: idParamSchema, querystring: toggleCompletionQuerySchema, response: bookingAnswer } },
    async (request) => toScheduleBooking(await announceBooking(request, await toggleCompletion(request.db, request.params.id, request.user.name, request.query.visited)))
  );
  for (const action of ["block", "unblock"]) {
    app.post(
      `/restaurant/v2/bookings/mealTimes/${action}`,
      { schema: { querystring: blockQuerySchema, response: { 200: blockResultSchema } } },
      async (request) => {
        const { restaurantId, mealTime } = request.query;
        const restaurant = await requireRestaurant(request.db, restaurantId);
        await setMealTimeBlocked(request.db, restaurant.id, mealTime, action === "block", request.user.name);
        await announce(request, { slot: [restaurant.id, mealTime, action === "block"], origin: originOf(request) });
        return { restaurantId: restaurant.id, mealTime, isBlocked: action === "block" };
      }
    );
  }
  app.get(
    "/restaurant/v2/:restaurant/bookings/search",
    { schema: { params: restaurantParamSchema, querystring: bookingSearchQuerySchema, response: { 200: pagedSchema(restaurantBookingSchema) } } },
    async (request) => {
      const restaurant = await requireRestaurant(request.db, request.params.restaurant);
      const { pageNumber, pageSize, searchQuery } = request.query;
      return searchBookings(request.db, restaurant.id, { text: searchQuery.trim(), page: pageNumber, perPage: pageSize });
    }
  );
};

// contract/checkout-alerts.ts
import { z as z14 } from "zod";
var ALERT_MESSAGE_MAX = 1e3;
var ALERT_FIRST_DAY = "1900-01-01";
var ALERT_LAST_DAY = "2100-01-01";
var CHECKOUT_ALERT_MESSAGES = {
  range: `must be a date from ${ALERT_FIRST_DAY} to ${ALERT_LAST_DAY}`,
  order: "Active to must not be before Active from"
};
var checkoutAlertSchema = z14.object({
  id: int(),
  messageNo: z14.string(),
  messageEn: z14.string(),
  activeFrom: z14.string(),
  activeTo: z14.string(),
  hotelFlow: z14.boolean(),
  spaFlow: z14.boolean(),
  /** Stamped by the server (ISO 8601 instants; the signed-in user's name), never taken from a body. */
  createdAt: z14.string(),
  createdBy: z14.string(),
  updatedAt: z14.string().nullable(),
  updatedBy: z14.string().nullable()
});
var day = isoDate.refine((value) => value >= ALERT_FIRST_DAY && value <= ALERT_LAST_DAY, CHECKOUT_ALERT_MESSAGES.range);
var message = z14.string().max(ALERT_MESSAGE_MAX, `must be at most ${ALERT_MESSAGE_MAX} characters`).default("");
var checkoutAlertInputSchema = z14.object({
  messageNo: message,
  messageEn: message,
  activeFrom: day,
  activeTo: day,
  hotelFlow: z14.boolean().default(true),
  spaFlow: z14.boolean().default(true)
}).refine((a) => a.activeFrom <= a.activeTo, { path: ["activeTo"], message: CHECKOUT_ALERT_MESSAGES.order });
var checkoutAlertListQuerySchema = z14.object({
  page: coerceInt({ min: 1 }).optional(),
  itemsPerPage: coerceInt({ min: 1, max: 500 }).optional()
});

// server/repositories/checkout-alerts.ts
var checkoutAlert = columnMap("checkout_alerts", [
  "id",
  "messageNo",
  "messageEn",
  "activeFrom",
  "activeTo",
  "hotelFlow",
  "spaFlow",
  "createdAt",
  "createdBy",
  "updatedAt",
  "updatedBy"
]);
var columns6 = selection(checkoutAlert);
var WHAT2 = "Checkout alert";
var values = ({ messageNo, messageEn, activeFrom, activeTo, hotelFlow, spaFlow }) => toColumns(checkoutAlert, { messageNo, messageEn, activeFrom, activeTo, hotelFlow, spaFlow });
async function listCheckoutAlerts(db, page2, perPage) {
  const base = db.selectFrom("checkout_alerts");
  if (page2 !== void 0 && perPage !== void 0) return pagedList(base, (q) => q.select(columns6).orderBy("id"), page2, perPage);
  const items = await base.select(columns6).orderBy("id").execute();
  return { items, totalItems: items.length };
}
async function createCheckoutAlert(db, input, stamp2) {
  return db.insertInto("checkout_alerts").values({ ...values(input), created_by: stamp2.by, created_at: stamp2.at.toISOString() }).returning(columns6).executeTakeFirstOrThrow();
}
async function updateCheckoutAlert(db, id, input, stamp2) {
  const row = await db.updateTable("checkout_alerts").set({ ...values(input), updated_by: stamp2.by, updated_at: stamp2.at.toISOString() }).where("id", "=", id).returning(columns6).executeTakeFirst();
  if (!row) throw new NotFoundError(WHAT2, id);
  return row;
}
async function deleteCheckoutAlert(db, id) {
  await deleteOrNotFound(db.deleteFrom("checkout_alerts").where("id", "=", id), WHAT2, id);
}

// server/routes/checkout-alerts.ts
var alertAnswer = { 200: checkoutAlertSchema };
var stamp = (request) => ({ by: request.user.name, at: /* @__PURE__ */ new Date() });
var checkoutAlertRoutes = async (app) => {
  app.get(
    "/checkout-alerts",
    { schema: { querystring: checkoutAlertListQuerySchema, response: { 200: pagedSchema(checkoutAlertSchema) } } },
    async (request) => listCheckoutAlerts(request.db, request.query.page, request.query.itemsPerPage)
  );
  app.post(
    "/checkout-alerts",
    { schema: { body: checkoutAlertInputSchema, response: alertAnswer } },
    async (request) => createCheckoutAlert(request.db, request.body, stamp(request))
  );
  app.put(
    "/checkout-alerts/:id",
    { schema: { params: idParamSchema, body: checkoutAlertInputSchema, response: alertAnswer } },
    async (request) => updateCheckoutAlert(request.db, request.params.id, request.body, stamp(request))
  );
  app.delete("/checkout-alerts/:id", { schema: { params: idParamSchema, response: { 200: deletedIdSchema } } }, async (request) => {
    await deleteCheckoutAlert(request.db, request.params.id);
    return { id: request.params.id };
  });
};

// server/routes/date-filters.ts
import { z as z15 } from "zod";
var dateFilterRoutes = async (app) => {
  app.get("/date-filters", { config: { readsTables: ["date_filters"] }, schema: { response: { 200: z15.array(dateFilterSchema) } } }, async (request) => listDateFilters(request.db));
  app.get(
    "/date-filters/paged",
    { config: { readsTables: ["date_filters"] }, schema: { querystring: pagedQuerySchema, response: { 200: pagedSchema(dateFilterSchema) } } },
    async (request) => pagedDateFilters(request.db, request.query.page, request.query.itemsPerPage)
  );
  app.post(
    "/date-filters",
    { schema: { body: dateFilterInputSchema, response: { 200: dateFilterSchema } } },
    async (request) => saveDateFilter(request.db, request.body)
  );
  app.delete("/date-filters/:id", { schema: { params: idParamSchema, response: { 200: deletedIdSchema } } }, async (request) => {
    await deleteDateFilter(request.db, request.params.id);
    return { id: request.params.id };
  });
};

// server/routes/day-passes.ts
import { z as z16 } from "zod";

// server/repositories/images.ts
import { sql as sql5 } from "kysely";
var image = columnMap("images", ["id", "name", "nameEn", "alt", "altEn", "src"]);
var columns7 = selection(image);
async function listImages(db) {
  return db.selectFrom("images").select(columns7).orderBy("id").execute();
}
async function pagedImages(db, page2, perPage) {
  return pagedList(db.selectFrom("images"), (q) => q.select(columns7).orderBy("id"), page2, perPage);
}
async function createImage(db, input) {
  return db.insertInto("images").values(toColumns(image, input)).returning(columns7).executeTakeFirstOrThrow();
}
async function updateImage(db, id, input) {
  const row = await db.updateTable("images").set(toColumns(image, input)).where("id", "=", id).returning(columns7).executeTakeFirst();
  if (!row) throw new NotFoundError("Image", id);
  return row;
}
var NAMED_USERS = 3;
async function deleteImage(db, id) {
  await inTransaction(db, async (trx) => {
    const row = await trx.selectFrom("images").select("name").where("id", "=", id).forUpdate().executeTakeFirst();
    if (!row) throw new NotFoundError("Image", id);
    const users = await imageUsers(trx, id);
    if (users.length) throw new ConflictError(inUseMessage(row.name, users));
    await trx.deleteFrom("images").where("id", "=", id).execute();
  });
}
async function imageUsers(db, id) {
  const kind = (what) => sql5`${what}::text`.as("kind");
  return db.selectFrom("room_types").select([kind("room type"), "display_name as name"]).where(sql5`${id}::integer = ANY(image_ids)`).unionAll(db.selectFrom("spa_package_groups").select([kind("spa package"), "name"]).where("image_fk", "=", id)).unionAll(db.selectFrom("hotel_packages").select([kind("hotel package"), "name"]).where("image_fk", "=", id)).unionAll(db.selectFrom("treatments").select([kind("treatment"), "display_name as name"]).where("image_fk", "=", id)).unionAll(db.selectFrom("day_passes").select([kind("day pass"), "display_name as name"]).where("image_fk", "=", id)).unionAll(db.selectFrom("frequent_visitor_passes").select([kind("frequent visitor pass"), "display_name as name"]).where("image_fk", "=", id)).orderBy("kind").orderBy("name").execute();
}
function inUseMessage(imageName, users) {
  const named = users.slice(0, NAMED_USERS).map((u) => `${u.kind} '${u.name}'`).join(", ");
  const more = users.length > NAMED_USERS ? ` and ${users.length - NAMED_USERS} more` : "";
  return `Image '${imageName}' is used by ${named}${more}. Remove it there first.`;
}
async function existingImageIds(db, ids, opts = {}) {
  if (!ids.length) return /* @__PURE__ */ new Set();
  let query = db.selectFrom("images").select("id").where("id", "in", [...ids]);
  if (opts.lock) query = query.forKeyShare();
  return new Set((await query.execute()).map((row) => row.id));
}

// server/repositories/day-passes.ts
var dayPass = columnMap("day_passes", [
  "brpProductId",
  "brpProductNumber",
  "displayName",
  "displayNameEn",
  "description",
  "descriptionEn",
  "url",
  "fromTime",
  "imageFk"
]);
var columns8 = selection(dayPass);
var WHAT3 = "Day pass";
function catalogueNumber(products, brpProductId2, what) {
  const found = products.find((p) => p.brpProductId === brpProductId2);
  if (!found) throw new BadRequestError("body.brpProductId", `${what} ${brpProductId2} not found in the spa system`);
  return found.brpProductNumber;
}
async function requireImage(db, imageFk2) {
  if (imageFk2 !== null && !(await existingImageIds(db, [imageFk2])).has(imageFk2)) {
    throw new BadRequestError("body.imageFk", `image ${imageFk2} not found`);
  }
}
async function listDayPasses(db, brpProductId2) {
  let query = db.selectFrom("day_passes").select(columns8).orderBy("brp_product_id");
  if (brpProductId2 !== void 0) query = query.where("brp_product_id", "=", brpProductId2);
  const rows = await query.execute();
  const ids = rows.map((r) => r.brpProductId);
  if (ids.length === 0) return [];
  const [restrictions, services2] = await Promise.all([
    restrictionsOf(db, "dayPass", ids),
    db.selectFrom("day_pass_included_services").select(["day_pass_fk as dayPassFk", "title", "title_en as titleEn"]).where("day_pass_fk", "in", ids).orderBy("position").orderBy("id").execute()
  ]);
  return rows.map((row) => ({
    ...row,
    restrictions: restrictions.get(row.brpProductId) ?? [],
    includedServices: services2.filter((s) => s.dayPassFk === row.brpProductId).map(({ title, titleEn }) => ({ title, titleEn }))
  }));
}
async function findDayPass(db, brpProductId2) {
  const [found] = await listDayPasses(db, brpProductId2);
  if (!found) throw new NotFoundError(WHAT3, brpProductId2);
  return found;
}
async function saveDayPass(db, catalogue, input) {
  const { brpProductId: brpProductId2, restrictions, includedServices } = input;
  const brpProductNumber = catalogueNumber(catalogue, brpProductId2, WHAT3);
  await requireImage(db, input.imageFk);
  const write = () => inTransaction(db, async (trx) => {
    await upsert(trx, "day_passes", "brp_product_id", toColumns(dayPass, { ...input, brpProductNumber }));
    await saveRestrictions(trx, "dayPass", brpProductId2, restrictions);
    await trx.deleteFrom("day_pass_included_services").where("day_pass_fk", "=", brpProductId2).execute();
    if (includedServices.length) {
      await trx.insertInto("day_pass_included_services").values(includedServices.map((s, position) => ({ day_pass_fk: brpProductId2, title: s.title, title_en: s.titleEn, position }))).execute();
    }
  });
  await notFoundOnMissingReference(write, { image_fk: "Image", day_pass_fk: WHAT3 });
  return findDayPass(db, brpProductId2);
}
async function deleteDayPass(db, brpProductId2) {
  await deleteOrNotFound(db.deleteFrom("day_passes").where("brp_product_id", "=", brpProductId2), WHAT3, brpProductId2);
}

// server/routes/day-passes.ts
var dayPassRoutes = async (app, { catalogs }) => {
  app.get("/products/daypass", { schema: { response: { 200: z16.array(dayPassSchema) } } }, async (request) => listDayPasses(request.db));
  app.get(
    "/products/daypass/:id",
    { schema: { params: idParamSchema, response: { 200: dayPassSchema } } },
    async (request) => findDayPass(request.db, request.params.id)
  );
  app.post(
    "/products/daypass",
    { schema: { body: dayPassInputSchema, response: { 200: dayPassSchema } } },
    async (request) => saveDayPass(request.db, catalogs.spa.dayPasses(), request.body)
  );
  app.delete("/products/:id/daypass", { schema: { params: idParamSchema, response: { 200: deletedBrpProductSchema } } }, async (request) => {
    await deleteDayPass(request.db, request.params.id);
    return { brpProductId: request.params.id };
  });
};

// server/routes/dial-codes.ts
import { getCountries, getCountryCallingCode } from "libphonenumber-js";
import { z as z18 } from "zod";

// contract/config.ts
import { z as z17 } from "zod";
var authConfigSchema = z17.object({
  /** Authority string handed to MSAL. Must be https (MSAL refuses others); for the local provider it is never contacted. */
  authority: z17.string().url(),
  clientId: z17.string().min(1),
  /** The product's own API scope, e.g. `api://checkout-admin/access_as_user`. */
  apiScope: z17.string().min(1),
  /** `OIDC` for a generic OpenID provider (the local one), `AAD` for Microsoft Entra ID. */
  protocolMode: z17.enum(["AAD", "OIDC"]),
  knownAuthorities: z17.array(z17.string()),
  /** Inline OpenID metadata (JSON string) so MSAL uses the provider's http endpoints without discovery. */
  authorityMetadata: z17.string().optional()
});
var appConfigSchema = z17.object({
  brandName: z17.string(),
  checkoutUrl: z17.string(),
  auth: authConfigSchema
});
var dialCodeSchema = z17.object({
  /** ISO 3166-1 alpha-2 country code. */
  code: z17.string().regex(/^[A-Z]{2}$/),
  /** The dial prefix with its '+'. */
  phone: z17.string().regex(/^\+[0-9]+$/)
});

// server/routes/dial-codes.ts
var dialCodes = getCountries().map((code) => ({ code, phone: `+${getCountryCallingCode(code)}` })).sort((a, b) => a.code.localeCompare(b.code));
var dialCodeRoutes = async (app) => {
  app.get("/config/dialcodes", { schema: { response: { 200: z18.array(dialCodeSchema) } } }, async () => dialCodes);
};

// server/routes/discount-codes.ts
import { z as z20 } from "zod";

// contract/codes.ts
import { z as z19 } from "zod";
var wallTime2 = z19.string().regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?)?$/, "must be a date YYYY-MM-DD or date-time YYYY-MM-DDTHH:mm").refine(isRealDateTime, "must be a real date and time").transform((v) => v.length === 10 ? `${v}T00:00:00` : v.length === 16 ? `${v}:00` : v);
var stamps = {
  createdAt: z19.string(),
  createdBy: z19.string(),
  updatedAt: z19.string().nullable(),
  updatedBy: z19.string().nullable()
};
var specialCodeSchema = z19.object({
  id: int(),
  specialCode: z19.string(),
  type: int(),
  packageId: z19.string(),
  activeFrom: z19.string().nullable(),
  activeTo: z19.string().nullable(),
  ...stamps
});
var SPECIAL_CODE_MESSAGES = {
  empty: "Special code cannot be empty. ",
  taken: "This special code already exists. ",
  order: "Active To date should be later than Active From date"
};
var specialCodeInputSchema = z19.object({
  id: int().positive().optional(),
  specialCode: z19.string().trim().min(1, SPECIAL_CODE_MESSAGES.empty).max(100),
  activeFrom: wallTime2.nullable().default(null),
  activeTo: wallTime2.nullable().default(null),
  type: int().min(1).default(1),
  packageId: z19.string().trim().min(1, "is required"),
  createdBy: z19.string().optional(),
  createdAt: z19.string().optional()
}).refine((c) => !c.activeFrom || !c.activeTo || c.activeTo > c.activeFrom, { path: ["activeTo"], message: SPECIAL_CODE_MESSAGES.order });
var specialCodeListQuerySchema = z19.object({
  SpecialCodeType: coerceInt({ min: 1 }).default(1),
  PackageId: z19.string().trim().min(1, "is required")
});
var specialCodeCheckQuerySchema = z19.object({
  SpecialCodeToCheck: z19.string().trim().min(1, "is required"),
  excludeId: coerceInt().optional()
});
var DISCOUNT_CODE_MESSAGES = {
  empty: "Discount code cannot be empty. ",
  taken: "This discount code already exists. ",
  amountMissing: "Discount amount is missing. ",
  amountHigh: "Discount amount cannot be higher than 100% for this type of discount. ",
  order: "'Active To' date should be later than 'Active From' date",
  noDay: "Discount must apply to at least one day. ",
  attached: "This hotel package is already added to this discount code."
};
var discountCodeSchema = z19.object({
  id: int(),
  code: z19.string(),
  amount: z19.number(),
  activeFrom: z19.string().nullable(),
  activeTo: z19.string().nullable(),
  daysOfWeek: z19.array(int()),
  useCount: int(),
  hotelPackages: z19.array(z19.object({ clockId: z19.string(), name: z19.string() })),
  ...stamps
});
var discountCodeInputSchema = z19.object({
  id: int().positive().optional(),
  code: z19.string().trim().min(1, DISCOUNT_CODE_MESSAGES.empty).max(100),
  // numeric(5, 2): a percentage with 2 decimals at most.
  amount: z19.number({ error: DISCOUNT_CODE_MESSAGES.amountMissing }).min(0, "must be 0 or more").max(100, DISCOUNT_CODE_MESSAGES.amountHigh).refine(hasDecimals(2), "must have at most 2 decimals"),
  activeFrom: wallTime2.nullable().default(null),
  activeTo: wallTime2.nullable().default(null),
  daysOfWeek: z19.array(int().min(0, "must be 0-6").max(6, "must be 0-6")).min(1, DISCOUNT_CODE_MESSAGES.noDay).max(7)
}).refine((c) => !c.activeFrom || !c.activeTo || c.activeTo > c.activeFrom, { path: ["activeTo"], message: DISCOUNT_CODE_MESSAGES.order });
var generatedCodeSchema = z19.object({ code: z19.string() });
var attachPackageInputSchema = z19.object({ hotelPackageId: z19.string().trim().min(1, "is required") });

// server/repositories/discount-codes.ts
import { sql as sql6 } from "kysely";

// server/repositories/hotel-packages.ts
var hotelPackage = columnMap("hotel_packages", [
  "clockId",
  "name",
  "nameEn",
  "url",
  "position",
  "imageFk",
  "displayOnSite",
  "onlyWithSpecialCode",
  "introText",
  "introTextEn",
  "footerText",
  "footerTextEn",
  "descriptionItems",
  "descriptionItemsEn",
  "descriptionUniqueItems",
  "descriptionUniqueItemsEn",
  "priceFrom",
  "availabilityRateId",
  "availabilityRateName",
  "minStay",
  "maxStay",
  ...includedMealFields
]);
var columns9 = selection(hotelPackage);
var WHAT4 = "Hotel package";
async function listPackages(db) {
  return db.selectFrom("hotel_packages").select(columns9).orderBy("position").orderBy("clock_id").execute();
}
async function findPackage(db, clockId) {
  const row = await db.selectFrom("hotel_packages").select(columns9).where("clock_id", "=", clockId).executeTakeFirst();
  if (!row) throw new NotFoundError(WHAT4, clockId);
  return row;
}
async function requirePackage(db, clockId) {
  if (!await db.selectFrom("hotel_packages").select("clock_id").where("clock_id", "=", clockId).executeTakeFirst()) {
    throw new NotFoundError(WHAT4, clockId);
  }
}
async function savePackage(db, input) {
  const meal = await includedMealToSave(db, input);
  if (input.imageFk !== null && !(await existingImageIds(db, [input.imageFk])).has(input.imageFk)) {
    throw new BadRequestError("body.imageFk", `image ${input.imageFk} not found`);
  }
  await notFoundOnMissingReference(() => upsert(db, "hotel_packages", "clock_id", toColumns(hotelPackage, { ...input, ...meal })), {
    image_fk: "Image",
    included_restaurant_fk: "Restaurant",
    included_meal_fk: "Meal"
  });
  return findPackage(db, input.clockId);
}
async function deletePackage(db, clockId) {
  await deleteOrNotFound(db.deleteFrom("hotel_packages").where("clock_id", "=", clockId), WHAT4, clockId);
}
async function attachedAddons(db, packageId) {
  return db.selectFrom("hotel_package_attached_addons as a").innerJoin("hotel_package_addons as addon", "addon.clock_id", "a.addon_id").select(["a.package_id as packageId", "a.addon_id as addonId", "addon.name as addonName"]).where("a.package_id", "=", packageId).orderBy("addon.position").orderBy("addon.clock_id").execute();
}
async function attachAddon(db, packageId, addonId) {
  await requirePackage(db, packageId);
  await requireAddon(db, addonId);
  const inserted = await notFoundOnMissingReference(
    () => db.insertInto("hotel_package_attached_addons").values({ package_id: packageId, addon_id: addonId }).onConflict((oc) => oc.columns(["package_id", "addon_id"]).doNothing()).returning("addon_id").executeTakeFirst(),
    { package_id: WHAT4, addon_id: "Hotel package add-on" }
  );
  if (!inserted) throw new ConflictError("This add-on is already attached to the hotel package.");
  return attachedAddons(db, packageId);
}
async function detachAddon(db, packageId, addonId) {
  const query = db.deleteFrom("hotel_package_attached_addons").where("package_id", "=", packageId).where("addon_id", "=", addonId);
  await deleteOrNotFound(query, "Attached add-on", addonId);
  return attachedAddons(db, packageId);
}

// server/repositories/discount-codes.ts
var discountCode = columnMap("discount_codes", [
  "id",
  "code",
  "amount",
  "activeFrom",
  "activeTo",
  "daysOfWeek",
  "useCount",
  "createdAt",
  "createdBy",
  "updatedAt",
  "updatedBy"
]);
var columns10 = selection(discountCode);
var WHAT5 = "Discount code";
async function listDiscountCodes(db, id) {
  let query = db.selectFrom("discount_codes").select(columns10).orderBy("id");
  if (id) query = query.where("id", "=", id);
  const [codes, links] = await Promise.all([
    query.execute(),
    db.selectFrom("discount_code_hotel_packages as l").innerJoin("hotel_packages as p", "p.clock_id", "l.hotel_package_id").select(["l.discount_code_id", "p.clock_id as clockId", "p.name"]).orderBy("p.position").execute()
  ]);
  return codes.map((code) => ({
    ...code,
    hotelPackages: links.filter((l) => l.discount_code_id === code.id).map(({ clockId, name: name3 }) => ({ clockId, name: name3 }))
  }));
}
async function findDiscountCode(db, id) {
  const [found] = await listDiscountCodes(db, id);
  if (!found) throw new NotFoundError(WHAT5, id);
  return found;
}
async function discountCodeTaken(db, code) {
  return Boolean(await db.selectFrom("discount_codes").select("id").where(sql6`lower(code)`, "=", code.toLowerCase()).executeTakeFirst());
}
async function saveDiscountCode(db, input, user, id) {
  const { code, amount, activeFrom, activeTo } = input;
  const values2 = toColumns(discountCode, { code, amount, activeFrom, activeTo, daysOfWeek: [...new Set(input.daysOfWeek)].sort() });
  const saved = await conflictOnUnique(async () => {
    if (!id) return db.insertInto("discount_codes").values({ ...values2, created_by: user }).returning("id").executeTakeFirstOrThrow();
    return db.updateTable("discount_codes").set({ ...values2, updated_by: user, updated_at: sql6`now()` }).where("id", "=", id).returning("id").executeTakeFirst();
  }, DISCOUNT_CODE_MESSAGES.taken);
  if (!saved) throw new NotFoundError(WHAT5, id ?? 0);
  return findDiscountCode(db, saved.id);
}
async function deleteDiscountCode(db, id) {
  await deleteOrNotFound(db.deleteFrom("discount_codes").where("id", "=", id), WHAT5, id);
}
async function attachPackage(db, codeId2, hotelPackageId) {
  if (!await db.selectFrom("discount_codes").select("id").where("id", "=", codeId2).executeTakeFirst()) throw new NotFoundError(WHAT5, codeId2);
  await requirePackage(db, hotelPackageId);
  const inserted = await notFoundOnMissingReference(
    () => db.insertInto("discount_code_hotel_packages").values({ discount_code_id: codeId2, hotel_package_id: hotelPackageId }).onConflict((oc) => oc.columns(["discount_code_id", "hotel_package_id"]).doNothing()).returning("hotel_package_id").executeTakeFirst(),
    { discount_code_id: WHAT5, hotel_package_id: "Hotel package" }
  );
  if (!inserted) throw new ConflictError(DISCOUNT_CODE_MESSAGES.attached);
  return findDiscountCode(db, codeId2);
}
async function detachPackage(db, codeId2, hotelPackageId) {
  const query = db.deleteFrom("discount_code_hotel_packages").where("discount_code_id", "=", codeId2).where("hotel_package_id", "=", hotelPackageId);
  await deleteOrNotFound(query, "Attached hotel package", hotelPackageId);
  return findDiscountCode(db, codeId2);
}

// server/routes/discount-codes.ts
var codeId = coerceInt({ min: 1 });
var codeAnswer = { 200: discountCodeSchema };
var discountCodeRoutes = async (app) => {
  app.get("/discount-codes", { schema: { response: { 200: z20.array(discountCodeSchema) } } }, async (request) => listDiscountCodes(request.db));
  app.get("/discount-codes/generate", { schema: { response: { 200: generatedCodeSchema } } }, async (request) => ({
    code: await uniqueCode((code) => discountCodeTaken(request.db, code))
  }));
  for (const method of ["POST", "PUT"]) {
    app.route({
      method,
      url: "/discount-codes",
      schema: { body: discountCodeInputSchema, response: codeAnswer },
      handler: async (request) => {
        const id = method === "PUT" ? request.body.id : void 0;
        if (method === "PUT" && !id) throw new BadRequestError("body.id", "is required");
        return saveDiscountCode(request.db, request.body, request.user.name, id);
      }
    });
  }
  app.delete("/discount-codes/:id", { schema: { params: idParamSchema, response: { 200: deletedIdSchema } } }, async (request) => {
    await deleteDiscountCode(request.db, request.params.id);
    return { id: request.params.id };
  });
  app.post(
    "/discount-codes/:codeId/hotel-packages",
    { schema: { params: z20.object({ codeId }), body: attachPackageInputSchema, response: codeAnswer } },
    async (request) => attachPackage(request.db, request.params.codeId, request.body.hotelPackageId)
  );
  app.delete(
    "/discount-codes/:codeId/hotel-packages/:hotelPackageId",
    { schema: { params: z20.object({ codeId, hotelPackageId: z20.string().min(1) }), response: codeAnswer } },
    async (request) => detachPackage(request.db, request.params.codeId, request.params.hotelPackageId)
  );
};

// server/routes/frequent-visitor-passes.ts
import { z as z21 } from "zod";

// server/repositories/frequent-visitor-passes.ts
var fvp = columnMap("frequent_visitor_passes", [
  "brpProductId",
  "brpProductNumber",
  "displayName",
  "displayNameEn",
  "description",
  "descriptionEn",
  "url",
  "imageFk"
]);
var columns11 = selection(fvp);
var WHAT6 = "Frequent visitor pass";
async function listFrequentVisitorPasses(db, brpProductId2) {
  let query = db.selectFrom("frequent_visitor_passes").select(columns11).orderBy("brp_product_id");
  if (brpProductId2 !== void 0) query = query.where("brp_product_id", "=", brpProductId2);
  return query.execute();
}
async function findFrequentVisitorPass(db, brpProductId2) {
  const [found] = await listFrequentVisitorPasses(db, brpProductId2);
  if (!found) throw new NotFoundError(WHAT6, brpProductId2);
  return found;
}
async function saveFrequentVisitorPass(db, catalogue, input) {
  const brpProductNumber = catalogueNumber(catalogue, input.brpProductId, WHAT6);
  await requireImage(db, input.imageFk);
  await notFoundOnMissingReference(() => upsert(db, "frequent_visitor_passes", "brp_product_id", toColumns(fvp, { ...input, brpProductNumber })), {
    image_fk: "Image"
  });
  return findFrequentVisitorPass(db, input.brpProductId);
}
async function deleteFrequentVisitorPass(db, brpProductId2) {
  await deleteOrNotFound(db.deleteFrom("frequent_visitor_passes").where("brp_product_id", "=", brpProductId2), WHAT6, brpProductId2);
}

// server/routes/frequent-visitor-passes.ts
var frequentVisitorPassRoutes = async (app, { catalogs }) => {
  app.get("/products/fvp", { schema: { response: { 200: z21.array(frequentVisitorPassSchema) } } }, async (request) => listFrequentVisitorPasses(request.db));
  app.get(
    "/products/fvp/:id",
    { schema: { params: idParamSchema, response: { 200: frequentVisitorPassSchema } } },
    async (request) => findFrequentVisitorPass(request.db, request.params.id)
  );
  app.post(
    "/products/fvp",
    { schema: { body: frequentVisitorPassInputSchema, response: { 200: frequentVisitorPassSchema } } },
    async (request) => saveFrequentVisitorPass(request.db, catalogs.spa.frequentVisitorPasses(), request.body)
  );
  app.delete("/products/:id/fvp", { schema: { params: idParamSchema, response: { 200: deletedBrpProductSchema } } }, async (request) => {
    await deleteFrequentVisitorPass(request.db, request.params.id);
    return { brpProductId: request.params.id };
  });
};

// contract/hotel-metadata.ts
import { z as z22 } from "zod";
var hotelMetadataSchema = z22.object({
  propertyId: z22.string(),
  name: z22.string(),
  address1: z22.string(),
  address2: z22.string(),
  city: z22.string(),
  province: z22.string(),
  postalCode: z22.string(),
  countryCode: z22.string(),
  latitude: z22.number().nullable(),
  longitude: z22.number().nullable(),
  phone: z22.string(),
  category: z22.string(),
  website: z22.string(),
  description: z22.string(),
  photoUrl: z22.string(),
  photoHeight: int().nullable(),
  photoWidth: int().nullable()
});
var HOTEL_METADATA_TEXT_MAX = {
  propertyId: 100,
  name: 200,
  address1: 200,
  address2: 200,
  city: 100,
  province: 100,
  postalCode: 20,
  countryCode: 10,
  phone: 50,
  category: 100,
  website: 2e3,
  description: 4e3,
  photoUrl: 2e3
};
var text3 = (max) => z22.string().trim().max(max, `must be at most ${max} characters`);
var degrees = (limit) => z22.number("must be a number").min(-limit, `must be between -${limit} and ${limit}`).max(limit, `must be between -${limit} and ${limit}`).refine(hasDecimals(6), "must have at most 6 decimals").nullable();
var pixels = int("must be a whole number").min(1, "must be 1 or more").nullable();
var hotelMetadataInputSchema = z22.object({
  propertyId: text3(HOTEL_METADATA_TEXT_MAX.propertyId),
  name: text3(HOTEL_METADATA_TEXT_MAX.name),
  address1: text3(HOTEL_METADATA_TEXT_MAX.address1),
  address2: text3(HOTEL_METADATA_TEXT_MAX.address2),
  city: text3(HOTEL_METADATA_TEXT_MAX.city),
  province: text3(HOTEL_METADATA_TEXT_MAX.province),
  postalCode: text3(HOTEL_METADATA_TEXT_MAX.postalCode),
  countryCode: text3(HOTEL_METADATA_TEXT_MAX.countryCode),
  latitude: degrees(90),
  longitude: degrees(180),
  phone: text3(HOTEL_METADATA_TEXT_MAX.phone),
  category: text3(HOTEL_METADATA_TEXT_MAX.category),
  website: text3(HOTEL_METADATA_TEXT_MAX.website),
  description: text3(HOTEL_METADATA_TEXT_MAX.description),
  photoUrl: text3(HOTEL_METADATA_TEXT_MAX.photoUrl),
  photoHeight: pixels,
  photoWidth: pixels
});
var EMPTY_HOTEL_METADATA = {
  propertyId: "",
  name: "",
  address1: "",
  address2: "",
  city: "",
  province: "",
  postalCode: "",
  countryCode: "",
  latitude: null,
  longitude: null,
  phone: "",
  category: "",
  website: "",
  description: "",
  photoUrl: "",
  photoHeight: null,
  photoWidth: null
};

// server/repositories/hotel-metadata.ts
var metadata = columnMap("hotel_metadata", [
  "propertyId",
  "name",
  "address1",
  "address2",
  "city",
  "province",
  "postalCode",
  "countryCode",
  "latitude",
  "longitude",
  "phone",
  "category",
  "website",
  "description",
  "photoUrl",
  "photoHeight",
  "photoWidth"
]);
var columns12 = selection(metadata);
var ROW_ID = 1;
async function getHotelMetadata(db) {
  return await db.selectFrom("hotel_metadata").select(columns12).where("id", "=", ROW_ID).executeTakeFirst() ?? EMPTY_HOTEL_METADATA;
}
async function saveHotelMetadata(db, input) {
  await upsert(db, "hotel_metadata", "id", { id: ROW_ID, ...toColumns(metadata, input) });
  return getHotelMetadata(db);
}

// server/routes/hotel-metadata.ts
var hotelMetadataRoutes = async (app) => {
  app.get("/hotelmetadata", { schema: { response: { 200: hotelMetadataSchema } } }, async (request) => getHotelMetadata(request.db));
  app.put(
    "/hotelmetadata",
    { schema: { body: hotelMetadataInputSchema, response: { 200: hotelMetadataSchema } } },
    async (request) => saveHotelMetadata(request.db, request.body)
  );
};

// server/routes/hotel-packages.ts
import { z as z23 } from "zod";

// server/catalog/spa-catalog.ts
var PREFIX = { 5: "SP", 6: "TR", 7: "DP", 8: "FVP" };
var product = (brpProductId2, name3, nameEn, description = "", descriptionEn = "") => ({
  brpProductId: brpProductId2,
  brpProductNumber: `${PREFIX[Math.floor(brpProductId2 / 1e3)] ?? "BRP"}-${brpProductId2}`,
  name: name3,
  nameEn,
  description,
  descriptionEn
});
var PACKAGE_PRODUCTS = [
  product(5001, "Spadag hverdag", "Spa day weekday"),
  product(5002, "Spadag helg", "Spa day weekend"),
  product(5003, "Spa og middag", "Spa and dinner"),
  product(5004, "Kveldsspa", "Evening spa"),
  product(5005, "Spa og lunsj", "Spa and lunch"),
  product(5006, "Kj\xE6rlighetspakke", "Love package"),
  product(5007, "Venninnedag", "Girlfriends day"),
  product(5008, "Morgenspa", "Morning spa"),
  product(5009, "Detox-dag", "Detox day"),
  product(5010, "Mor og datter", "Mother and daughter"),
  product(5011, "Herredag", "Gentlemen\u2019s day"),
  product(5012, "Julespa", "Christmas spa")
];
var treatment = (brpProductId2, name3, nameEn, isDual, addition2 = null) => ({
  ...product(brpProductId2, name3, nameEn, `${name3}.`, `${nameEn}.`),
  isDual,
  addition: addition2 && {
    additionProductId: addition2[0],
    brpName: addition2[1],
    displayName: addition2[2],
    displayNameEn: addition2[3],
    description: "",
    descriptionEn: ""
  }
});
var TREATMENTS = [
  treatment(6001, "Klassisk massasje 50 min", "Classic massage 50 min", false),
  treatment(6002, "Duo-massasje", "Duo massage", true),
  treatment(6003, "Ansiktsbehandling", "Facial", false, [6103, "EYEMASK", "\xD8yemaske", "Eye mask"]),
  treatment(6004, "Aromamassasje", "Aroma massage", false, [6104, "AROMA-OIL", "Egen aromaolje", "Own aroma oil"]),
  treatment(6005, "Hot stone", "Hot stone", false),
  treatment(6006, "Parbad", "Couples bath", true),
  treatment(6007, "Fotbehandling", "Foot treatment", false),
  treatment(6008, "Kroppspeeling", "Body scrub", false),
  treatment(6009, "Gravidmassasje", "Pregnancy massage", false),
  treatment(6010, "Sportsmassasje", "Sports massage", false, [6110, "EXTRA-25", "Forleng med 25 min", "Extend by 25 min"]),
  treatment(6011, "Manikyr", "Manicure", false),
  treatment(6012, "Pedikyr", "Pedicure", false),
  treatment(6013, "Hodebunnsmassasje", "Scalp massage", false, [6113, "HAIR-MASK", "H\xE5rkur", "Hair treatment"]),
  treatment(6014, "Refleksologi", "Reflexology", false),
  treatment(6015, "Duo ansiktsbehandling", "Duo facial", true, [6115, "SPARKLING", "Et glass musserende", "A glass of sparkling wine"]),
  treatment(6016, "Lymfedrenasje", "Lymphatic drainage", false),
  treatment(6017, "Bambusmassasje", "Bamboo massage", false, [6117, "EXTRA-15", "Forleng med 15 min", "Extend by 15 min"]),
  treatment(6018, "Algeinnpakning", "Seaweed wrap", false)
];
var DAY_PASSES = [
  product(7001, "Dagspass", "Day pass", "Tilgang til spa hele dagen.", "Spa access all day."),
  product(7002, "Kveldspass", "Evening pass", "Fra kl. 17.", "From 5 pm."),
  product(7003, "Dagspass helg", "Day pass weekend", "Tilgang til spa hele dagen i helgen.", "Spa access all day at weekends."),
  product(7004, "Dagspass med lunsj", "Day pass with lunch", "Spa og lunsjbuffet.", "Spa and lunch buffet."),
  product(7005, "Barnepass", "Child pass", "For barn under 12 \xE5r.", "For children under 12.")
];
var FREQUENT_VISITOR_PASSES = [
  product(8001, "10-klippekort spa", "10-visit spa card", "Ti bes\xF8k i spaet.", "Ten visits to the spa."),
  product(8002, "\xC5rskort spa", "Annual spa pass", "Fri tilgang i et \xE5r.", "Free access for a year."),
  product(8003, "5-klippekort spa", "5-visit spa card", "Fem bes\xF8k i spaet.", "Five visits to the spa."),
  product(8004, "M\xE5nedskort spa", "Monthly spa pass", "Fri tilgang i en m\xE5ned.", "Free access for a month.")
];
var seededSpaCatalog = {
  packageProducts: () => PACKAGE_PRODUCTS.map((p) => ({ ...p })),
  treatments: () => TREATMENTS.map((t) => ({ ...t, addition: t.addition && { ...t.addition } })),
  dayPasses: () => DAY_PASSES.map((p) => ({ ...p })),
  frequentVisitorPasses: () => FREQUENT_VISITOR_PASSES.map((p) => ({ ...p }))
};

// server/catalog/hotel-catalog.ts
var PACKAGES = [
  { clockId: "HP1001", name: "Romantisk weekend", nameEn: "Romantic weekend", base: 2290, rate: { id: "R-WKND", name: "Weekend", minStay: 2, maxStay: 3 } },
  { clockId: "HP1002", name: "Spa-opphold", nameEn: "Spa stay", base: 1790, rate: { id: "R-SPA", name: "Spa", minStay: 1, maxStay: 5 } },
  { clockId: "HP1003", name: "Familiepakke", nameEn: "Family package", base: 2990, rate: { id: "R-FAM", name: "Family", minStay: 2, maxStay: 7 } },
  { clockId: "HP1004", name: "Forretningsreise", nameEn: "Business trip", base: 1390, rate: { id: "R-BUS", name: "Corporate", minStay: 1, maxStay: 14 } },
  { clockId: "HP1005", name: "Fjordcruise og middag", nameEn: "Fjord cruise and dinner", base: 3490, rate: { id: "R-FJORD", name: "Fjord", minStay: 1, maxStay: 2 } },
  { clockId: "HP1006", name: "Skiweekend", nameEn: "Ski weekend", base: 2590, rate: { id: "R-SKI", name: "Ski", minStay: 2, maxStay: 4 } },
  { clockId: "HP1007", name: "Bryllupsnatt", nameEn: "Wedding night", base: 3990, rate: { id: "R-WED", name: "Wedding", minStay: 1, maxStay: 1 } },
  { clockId: "HP1008", name: "Kulturhelg", nameEn: "Culture weekend", base: 2190, rate: { id: "R-CULT", name: "Culture", minStay: 2, maxStay: 3 } },
  { clockId: "HP1009", name: "Langtidsopphold", nameEn: "Long stay", base: 1190, rate: { id: "R-LONG", name: "Long stay", minStay: 7, maxStay: 30 } },
  { clockId: "HP1010", name: "Golfpakke", nameEn: "Golf package", base: 2790, rate: { id: "R-GOLF", name: "Golf", minStay: 1, maxStay: 4 } }
];
var ADDONS = [
  { clockId: "AD2001", name: "Frokost p\xE5 rommet", nameEn: "Breakfast in the room" },
  { clockId: "AD2002", name: "Sen utsjekk", nameEn: "Late check-out" },
  { clockId: "AD2003", name: "Blomster og sjokolade", nameEn: "Flowers and chocolate" },
  { clockId: "AD2004", name: "Middag i Mori", nameEn: "Dinner at Mori" },
  { clockId: "AD2005", name: "Parkering", nameEn: "Parking" },
  { clockId: "AD2006", name: "Tidlig innsjekk", nameEn: "Early check-in" },
  { clockId: "AD2007", name: "Champagne ved ankomst", nameEn: "Champagne on arrival" },
  { clockId: "AD2008", name: "Massasje 30 min", nameEn: "Massage 30 min" },
  { clockId: "AD2009", name: "Hundeseng", nameEn: "Dog bed" },
  { clockId: "AD2010", name: "Sykkelleie", nameEn: "Bike rental" }
];
var FLEX = { id: "R-FLEX", name: "Flex", minStay: 1, maxStay: 14 };
function nightlyPrice(base, date) {
  const day2 = /* @__PURE__ */ new Date(`${date}T00:00:00Z`);
  const weekday2 = day2.getUTCDay();
  const month = day2.getUTCMonth() + 1;
  let price = base;
  if (weekday2 === 5 || weekday2 === 6) price *= 1.25;
  if (month === 12) price *= 1.15;
  if (month >= 6 && month <= 8) price *= 1.2;
  return Math.round(price / 10) * 10;
}
function eachDate(from, to) {
  const dates = [];
  for (let day2 = /* @__PURE__ */ new Date(`${from}T00:00:00Z`); day2.toISOString().slice(0, 10) <= to; day2.setUTCDate(day2.getUTCDate() + 1)) {
    dates.push(day2.toISOString().slice(0, 10));
  }
  return dates;
}
var seededCatalog = {
  packages: () => PACKAGES.map(({ clockId, name: name3, nameEn }) => ({ clockId, name: name3, nameEn })),
  addons: () => ADDONS.map((addon2) => ({ ...addon2 })),
  rates: (packageId) => {
    const found = PACKAGES.find((p) => p.clockId === packageId);
    return found ? [found.rate, FLEX] : [];
  },
  nightlyPrices: (packageId, from, to) => {
    const found = PACKAGES.find((p) => p.clockId === packageId);
    return found ? eachDate(from, to).map((date) => ({ date, price: nightlyPrice(found.base, date) })) : [];
  }
};
function lowestPrice(catalog, packageId, today) {
  const end = /* @__PURE__ */ new Date(`${today}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 41);
  const to = end.toISOString().slice(0, 10);
  const prices = catalog.nightlyPrices(packageId, today, to).map((p) => p.price);
  return { lowestPrice: prices.length ? Math.min(...prices) : null, from: today, to };
}
var seededCatalogs = { hotel: seededCatalog, spa: seededSpaCatalog };

// server/domain/lowest-price.ts
function packageLowestPrice(catalog, packageId, now2 = /* @__PURE__ */ new Date()) {
  if (catalog.rates(packageId).length === 0) throw new NotFoundError("Hotel package", packageId);
  const today = [now2.getFullYear(), now2.getMonth() + 1, now2.getDate()].map((n) => String(n).padStart(2, "0")).join("-");
  return { clockId: packageId, ...lowestPrice(catalog, packageId, today) };
}

// server/routes/hotel-packages.ts
var attachedAnswer = { 200: z23.array(attachedAddonSchema) };
var hotelPackageRoutes = async (app, { catalogs }) => {
  app.get("/products/hotelPackage", { schema: { response: { 200: z23.array(hotelPackageSchema) } } }, async (request) => listPackages(request.db));
  app.get(
    "/products/hotelPackage/:id",
    { schema: { params: clockIdParamSchema, response: { 200: hotelPackageSchema } } },
    async (request) => findPackage(request.db, request.params.id)
  );
  app.post(
    "/products/hotelPackage",
    { schema: { body: hotelPackageInputSchema, response: { 200: hotelPackageSchema } } },
    async (request) => savePackage(request.db, request.body)
  );
  app.delete("/products/:id/hotelPackage", { schema: { params: clockIdParamSchema, response: { 200: deletedClockIdSchema } } }, async (request) => {
    await deletePackage(request.db, request.params.id);
    return { clockId: request.params.id };
  });
  app.get(
    "/products/hotelPackage/:id/lowestPrice",
    { schema: { params: clockIdParamSchema, response: { 200: lowestPriceSchema } } },
    async (request) => packageLowestPrice(catalogs.hotel, request.params.id)
  );
  app.get("/products/hotelPackage/:id/addons", { schema: { params: clockIdParamSchema, response: attachedAnswer } }, async (request) => {
    await requirePackage(request.db, request.params.id);
    return attachedAddons(request.db, request.params.id);
  });
  for (const method of ["POST", "PUT"]) {
    app.route({
      method,
      url: "/products/hotelPackage/addons",
      schema: { body: attachAddonInputSchema, response: attachedAnswer },
      handler: async (request) => attachAddon(request.db, request.body.hotelPackageId, request.body.addonId)
    });
  }
  app.delete(
    "/products/hotelPackage/:id/addons/:addonId",
    { schema: { params: z23.object({ id: z23.string().min(1), addonId: z23.string().min(1) }), response: attachedAnswer } },
    async (request) => detachAddon(request.db, request.params.id, request.params.addonId)
  );
};

// server/routes/images.ts
import { z as z25 } from "zod";

// contract/images.ts
import { z as z24 } from "zod";
var imageSchema = z24.object({
  id: int(),
  name: z24.string(),
  nameEn: z24.string(),
  alt: z24.string(),
  altEn: z24.string(),
  src: z24.string()
});
var imageInputSchema = z24.object({
  name: requiredText(200),
  nameEn: optionalText(200),
  alt: requiredText(500),
  altEn: optionalText(500),
  src: requiredText(2e3)
});

// server/routes/images.ts
var IMAGE_TABLES = ["images"];
var imageRoutes = async (app) => {
  app.get("/images", { config: { readsTables: IMAGE_TABLES }, schema: { response: { 200: z25.array(imageSchema) } } }, async (request) => listImages(request.db));
  app.get(
    "/images/paged",
    { config: { readsTables: IMAGE_TABLES }, schema: { querystring: pagedQuerySchema, response: { 200: pagedSchema(imageSchema) } } },
    async (request) => pagedImages(request.db, request.query.page, request.query.itemsPerPage)
  );
  app.post("/images", { schema: { body: imageInputSchema, response: { 200: imageSchema } } }, async (request) => createImage(request.db, request.body));
  app.put(
    "/images/:id",
    { schema: { params: idParamSchema, body: imageInputSchema, response: { 200: imageSchema } } },
    async (request) => updateImage(request.db, request.params.id, request.body)
  );
  app.delete("/images/:id", { schema: { params: idParamSchema, response: { 200: deletedIdSchema } } }, async (request) => {
    await deleteImage(request.db, request.params.id);
    return { id: request.params.id };
  });
};

// server/domain/booking-report.ts
var COLUMNS = [
  { header: "Date", key: "date", width: 12 },
  { header: "Time", key: "time", width: 8 },
  { header: "Meal", key: "meal", width: 11 },
  { header: "Name", key: "name", width: 26 },
  { header: "Phone", key: "phone", width: 18 },
  { header: "Email", key: "email", width: 28 },
  { header: "Seats", key: "seats", width: 7 },
  { header: "Status", key: "status", width: 11 },
  { header: "Arrived", key: "arrived", width: 9 },
  { header: "Tables", key: "tables", width: 12 },
  { header: "Comment", key: "comment", width: 40 }
];
var counted = (row) => COUNTED_STATUSES.includes(row.status);
async function bookingReport(title, bookings, summary) {
  const { default: ExcelJS } = await import("exceljs");
  const book = new ExcelJS.Workbook();
  book.creator = "Checkout Admin";
  const sheet = book.addWorksheet("Bookings");
  sheet.columns = COLUMNS;
  sheet.getRow(1).font = { bold: true };
  for (const row of bookings) {
    sheet.addRow({
      date: row.bookingDateTime.slice(0, 10),
      time: row.bookingDateTime.slice(11, 16),
      meal: row.meal,
      name: row.name,
      phone: row.phoneNumber,
      email: row.email,
      seats: row.bookedSeats,
      status: row.status,
      arrived: row.visited ? "Yes" : "No",
      tables: row.tableNumbers.join(", "),
      comment: row.message
    });
  }
  const totalSeats = bookings.filter(counted).reduce((sum, row) => sum + row.bookedSeats, 0);
  const totals = sheet.addRow({ date: "Total", name: `${bookings.length} bookings (seats: Created and Completed)`, seats: totalSeats });
  totals.font = { bold: true };
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  sheet.headerFooter.oddHeader = title;
  if (summary) {
    const days = book.addWorksheet("Summary");
    days.columns = [
      { header: "Date", key: "date", width: 12 },
      { header: "Bookings", key: "bookings", width: 10 },
      { header: "Seats", key: "seats", width: 8 },
      { header: "Arrived", key: "arrived", width: 9 }
    ];
    days.getRow(1).font = { bold: true };
    const byDay = /* @__PURE__ */ new Map();
    for (const row of bookings) {
      const date = row.bookingDateTime.slice(0, 10);
      const day2 = byDay.get(date) ?? { bookings: 0, seats: 0, arrived: 0 };
      day2.bookings += 1;
      if (counted(row)) day2.seats += row.bookedSeats;
      if (row.visited) day2.arrived += row.bookedSeats;
      byDay.set(date, day2);
    }
    for (const [date, day2] of [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b))) days.addRow({ date, ...day2 });
    const all = [...byDay.values()];
    days.addRow({
      date: "Total",
      bookings: all.reduce((s, d) => s + d.bookings, 0),
      seats: all.reduce((s, d) => s + d.seats, 0),
      arrived: all.reduce((s, d) => s + d.arrived, 0)
    }).font = { bold: true };
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

// server/routes/reports.ts
var XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
var reportRoutes = async (app) => {
  app.get("/restaurant/v2/bookings/reportDaily", { schema: { querystring: reportDailyQuerySchema } }, async (request, reply) => {
    const { date, restaurantId } = request.query;
    const restaurant = await requireRestaurant(request.db, restaurantId);
    const file = await bookingReport(`${restaurant.name} ${date}`, await reportBookings(request.db, restaurant.id, date, date), false);
    return reply.header("content-type", XLSX).header("content-disposition", `attachment; filename="BookingReport_Daily_${restaurant.name}.xlsx"`).send(file);
  });
  app.get("/restaurant/v2/bookings/reportMonthly", { schema: { querystring: reportMonthlyQuerySchema } }, async (request, reply) => {
    const { dateFrom, dateTo, restaurantId } = request.query;
    const restaurant = await requireRestaurant(request.db, restaurantId);
    const file = await bookingReport(`${restaurant.name} ${dateFrom} \u2013 ${dateTo}`, await reportBookings(request.db, restaurant.id, dateFrom, dateTo), true);
    return reply.header("content-type", XLSX).header("content-disposition", `attachment; filename="BookingReport_Monthly_${restaurant.name}.xlsx"`).send(file);
  });
};

// server/routes/room-types.ts
import { z as z27 } from "zod";

// contract/room-types.ts
import { z as z26 } from "zod";
var ROOM_TYPE_IMAGE_SLOTS = 5;
var roomTypeSchema = z26.object({
  clockId: z26.string(),
  position: int(),
  displayName: z26.string(),
  displayNameEn: z26.string(),
  description: z26.string(),
  descriptionEn: z26.string(),
  detailsLeft: z26.array(z26.string()),
  detailsLeftEn: z26.array(z26.string()),
  detailsRight: z26.array(z26.string()),
  detailsRightEn: z26.array(z26.string()),
  imageIds: z26.array(int()),
  imageUrls: z26.array(z26.string())
});
var leading = (max = 4e3) => z26.string().max(max).default("").transform((v) => v.trimStart());
var roomTypeInputSchema = z26.object({
  clockId: z26.string().trim().min(1, "is required").max(50),
  position: int().min(0).default(0),
  displayName: z26.string().trim().min(1, "Display name cannot be empty.").max(200),
  displayNameEn: leading(200),
  description: leading(),
  descriptionEn: leading(),
  detailsLeft: lineList,
  detailsLeftEn: lineList,
  detailsRight: lineList,
  detailsRightEn: lineList,
  imageIds: z26.array(int().positive()).max(ROOM_TYPE_IMAGE_SLOTS, `at most ${ROOM_TYPE_IMAGE_SLOTS} images`).default([])
});

// server/repositories/room-types.ts
var roomType = columnMap("room_types", [
  "clockId",
  "position",
  "displayName",
  "displayNameEn",
  "description",
  "descriptionEn",
  "detailsLeft",
  "detailsLeftEn",
  "detailsRight",
  "detailsRightEn",
  "imageIds"
]);
var columns13 = selection(roomType);
async function listRoomTypes(db, clockId) {
  let query = db.selectFrom("room_types").select(columns13).orderBy("position").orderBy("clock_id");
  if (clockId) query = query.where("clock_id", "=", clockId);
  const [rows, images] = await Promise.all([query.execute(), db.selectFrom("images").select(["id", "src"]).execute()]);
  const src = new Map(images.map((image2) => [image2.id, image2.src]));
  return rows.map((row) => {
    const imageIds = row.imageIds.filter((id) => src.has(id));
    return { ...row, imageIds, imageUrls: imageIds.map((id) => src.get(id) ?? "") };
  });
}
async function saveRoomType(db, input) {
  await inTransaction(db, async (trx) => {
    if (input.imageIds.length && (await existingImageIds(trx, input.imageIds, { lock: true })).size !== new Set(input.imageIds).size) {
      throw new BadRequestError("body.imageIds", "an image does not exist");
    }
    await upsert(trx, "room_types", "clock_id", toColumns(roomType, input));
  });
  const [saved] = await listRoomTypes(db, input.clockId);
  if (!saved) throw new NotFoundError("Room type", input.clockId);
  return saved;
}
async function deleteRoomType(db, clockId) {
  await deleteOrNotFound(db.deleteFrom("room_types").where("clock_id", "=", clockId), "Room type", clockId);
}

// server/routes/room-types.ts
var roomTypeRoutes = async (app) => {
  app.get("/roomtype", { config: { readsTables: ["room_types", "images"] }, schema: { response: { 200: z27.array(roomTypeSchema) } } }, async (request) => listRoomTypes(request.db));
  app.post("/roomtype", { schema: { body: roomTypeInputSchema, response: { 200: roomTypeSchema } } }, async (request) => saveRoomType(request.db, request.body));
  app.delete("/roomtype/:id", { schema: { params: clockIdParamSchema, response: { 200: deletedClockIdSchema } } }, async (request) => {
    await deleteRoomType(request.db, request.params.id);
    return { clockId: request.params.id };
  });
};

// server/routes/search.ts
import { z as z28 } from "zod";

// server/repositories/search.ts
async function imageHits(db) {
  return db.selectFrom("images").select(["id", "name", "name_en as nameEn", "src"]).orderBy("id").execute();
}
async function configuredIds(db, kind) {
  const ids = await {
    hotelpackages: () => db.selectFrom("hotel_packages").select("clock_id as id").execute(),
    hotelpackageaddons: () => db.selectFrom("hotel_package_addons").select("clock_id as id").execute(),
    spapackages: () => db.selectFrom("spa_products").select("brp_product_id as id").execute(),
    treatments: () => db.selectFrom("treatments").select("brp_product_id as id").execute(),
    daypasses: () => db.selectFrom("day_passes").select("brp_product_id as id").execute(),
    fvps: () => db.selectFrom("frequent_visitor_passes").select("brp_product_id as id").execute()
  }[kind]();
  return new Set(ids.map((row) => String(row.id)));
}

// server/domain/search.ts
async function searchHits(db, catalogs, kind, exclude) {
  if (kind === "images") return (await imageHits(db)).filter((hit) => !exclude.has(String(hit.id)));
  const configured = await configuredIds(db, kind);
  const hidden = (id) => configured.has(String(id)) || exclude.has(String(id));
  if (kind === "hotelpackages" || kind === "hotelpackageaddons") {
    const products = kind === "hotelpackages" ? catalogs.hotel.packages() : catalogs.hotel.addons();
    return products.filter((p) => !hidden(p.clockId)).map((p) => ({ id: p.clockId, name: p.name, nameEn: p.nameEn }));
  }
  if (kind === "treatments") {
    const treatments = catalogs.spa.treatments().filter((t) => !hidden(t.brpProductId));
    return treatments.map((t) => ({ id: t.brpProductId, name: t.name, nameEn: t.nameEn, isDual: t.isDual, addition: t.addition }));
  }
  const spa = {
    spapackages: () => catalogs.spa.packageProducts(),
    daypasses: () => catalogs.spa.dayPasses(),
    fvps: () => catalogs.spa.frequentVisitorPasses()
  }[kind]();
  return spa.filter((p) => !hidden(p.brpProductId)).map((p) => ({ id: p.brpProductId, name: p.name, nameEn: p.nameEn }));
}

// server/routes/search.ts
var excludeList = z28.string().max(5e3).default("").transform((v) => v.split(",").map((id) => id.trim()).filter(Boolean));
var searchRoutes = async (app, { catalogs }) => {
  app.get(
    "/search/rates",
    {
      schema: {
        querystring: z28.object({ ratePackageId: z28.string().trim().min(1, "is required"), id: z28.string().optional() }),
        response: { 200: z28.array(rateSchema) }
      }
    },
    async (request) => catalogs.hotel.rates(request.query.ratePackageId).filter((rate) => !request.query.id || rate.id === request.query.id)
  );
  app.get(
    "/search/:kind",
    {
      schema: {
        params: z28.object({ kind: z28.enum(SEARCH_KINDS) }),
        querystring: z28.object({ exclude: excludeList }),
        response: { 200: z28.array(searchHitSchema) }
      }
    },
    async (request) => searchHits(request.db, catalogs, request.params.kind, new Set(request.query.exclude))
  );
};

// server/routes/spa-packages.ts
import { z as z29 } from "zod";

// server/repositories/included-services.ts
import { sql as sql7 } from "kysely";

// server/repositories/spa-packages.ts
var group = columnMap("spa_package_groups", [
  "id",
  "name",
  "nameEn",
  "position",
  "imageFk",
  "promoRibbonText",
  "promoRibbonTextEn",
  "displayedPrice",
  ...includedMealFields
]);
var product2 = columnMap("spa_products", [
  "brpProductId",
  "brpProductNumber",
  "displayName",
  "fromTime",
  "productGroupFk",
  "url",
  "orderLimit",
  "parentBrpProductId"
]);
var GROUP = "Spa package group";
var PRODUCT = "Spa product";
async function listProducts(db, where2 = {}) {
  if (where2.groupIds?.length === 0) return [];
  let query = db.selectFrom("spa_products").select(selection(product2)).orderBy("brp_product_id");
  if (where2.groupIds) query = query.where("product_group_fk", "in", [...where2.groupIds]);
  if (where2.brpProductId !== void 0) query = query.where("brp_product_id", "=", where2.brpProductId);
  const rows = await query.execute();
  const restrictions = await restrictionsOf(db, "spaProduct", rows.map((row) => row.brpProductId));
  return rows.map((row) => ({ ...row, restrictions: restrictions.get(row.brpProductId) ?? [] }));
}
async function listGroups(db, id) {
  let query = db.selectFrom("spa_package_groups").select(selection(group)).orderBy("position").orderBy("id");
  if (id !== void 0) query = query.where("id", "=", id);
  const rows = await query.execute();
  const products = await listProducts(db, { groupIds: rows.map((row) => row.id) });
  return rows.map((row) => ({ ...row, products: products.filter((p) => p.productGroupFk === row.id) }));
}
async function findGroup(db, id) {
  const [found] = await listGroups(db, id);
  if (!found) throw new NotFoundError(GROUP, id);
  return found;
}
async function requireGroup(db, id) {
  if (!await db.selectFrom("spa_package_groups").select("id").where("id", "=", id).executeTakeFirst()) throw new NotFoundError(GROUP, id);
}
async function groupValues(db, input) {
  const meal = await includedMealToSave(db, input);
  if (input.imageId !== null && !(await existingImageIds(db, [input.imageId])).has(input.imageId)) {
    throw new BadRequestError("body.imageId", `image ${input.imageId} not found`);
  }
  const { imageId, ...fields } = input;
  return toColumns(group, { ...fields, ...meal, imageFk: imageId });
}
var groupReferences = { image_fk: "Image", included_restaurant_fk: "Restaurant", included_meal_fk: "Meal" };
async function createGroup(db, input) {
  const values2 = await groupValues(db, input);
  const { id } = await notFoundOnMissingReference(
    () => db.insertInto("spa_package_groups").values(values2).returning("id").executeTakeFirstOrThrow(),
    groupReferences
  );
  return findGroup(db, id);
}
async function updateGroup(db, id, input) {
  const values2 = await groupValues(db, input);
  const updated = await notFoundOnMissingReference(
    () => db.updateTable("spa_package_groups").set(values2).where("id", "=", id).returning("id").executeTakeFirst(),
    groupReferences
  );
  if (!updated) throw new NotFoundError(GROUP, id);
  return findGroup(db, id);
}
async function deleteGroup(db, id) {
  await deleteOrNotFound(db.deleteFrom("spa_package_groups").where("id", "=", id), GROUP, id);
}
async function checkParent(db, input) {
  const parentId = input.parentBrpProductId;
  if (parentId === null) return;
  const field = "body.parentBrpProductId";
  if (parentId === input.brpProductId) throw new BadRequestError(field, "a product cannot be its own parent");
  const rows = await db.selectFrom("spa_products").select(["brp_product_id as id", "parent_brp_product_id as parent"]).where("product_group_fk", "=", input.productGroupFk).execute();
  const parentOf = new Map(rows.map((row) => [row.id, row.parent]));
  if (!parentOf.has(parentId)) throw new BadRequestError(field, `spa product ${parentId} is not a product of group ${input.productGroupFk}`);
  const seen = /* @__PURE__ */ new Set();
  for (let at = parentId; at !== null && at !== void 0 && !seen.has(at); at = parentOf.get(at)) {
    if (at === input.brpProductId) throw new BadRequestError(field, `spa product ${parentId} is a sub-product of this product`);
    seen.add(at);
  }
}
async function saveSpaProduct(db, spa, input) {
  const known = spa.packageProducts().find((p) => p.brpProductId === input.brpProductId);
  if (!known) throw new BadRequestError("body.brpProductId", `spa product ${input.brpProductId} not found in the spa system`);
  await requireGroup(db, input.productGroupFk);
  await checkParent(db, input);
  const { restrictions, ...fields } = input;
  const values2 = toColumns(product2, { ...fields, brpProductNumber: known.brpProductNumber, displayName: known.name });
  const write = () => inTransaction(db, async (trx) => {
    const { brp_product_id: _key, ...changes } = values2;
    await trx.insertInto("spa_products").values(values2).onConflict((oc) => oc.column("brp_product_id").doUpdateSet(changes)).execute();
    await trx.updateTable("spa_products").set({ parent_brp_product_id: null }).where("parent_brp_product_id", "=", input.brpProductId).where("product_group_fk", "<>", input.productGroupFk).execute();
    await saveRestrictions(trx, "spaProduct", input.brpProductId, restrictions);
  });
  await notFoundOnMissingReference(write, { product_group_fk: GROUP });
  const [saved] = await listProducts(db, { brpProductId: input.brpProductId });
  if (!saved) throw new NotFoundError(PRODUCT, input.brpProductId);
  return saved;
}
async function deleteSpaProduct(db, brpProductId2) {
  await inTransaction(db, async (trx) => {
    await deleteOrNotFound(trx.deleteFrom("spa_products").where("brp_product_id", "=", brpProductId2), PRODUCT, brpProductId2);
    await trx.updateTable("spa_products").set({ parent_brp_product_id: null }).where("parent_brp_product_id", "=", brpProductId2).execute();
  });
}

// server/repositories/included-services.ts
var service = columnMap("included_services", ["id", "productGroupFk", "title", "titleEn", "description", "descriptionEn", "position"]);
var columns14 = selection(service);
var WHAT7 = "Included service";
async function servicesOf(db, groupIds) {
  if (groupIds.length === 0) return [];
  return db.selectFrom("included_services").select(columns14).where("product_group_fk", "in", [...groupIds]).orderBy("product_group_fk").orderBy("position").orderBy("id").execute();
}
async function listIncludedServices(db, groupId) {
  await requireGroup(db, groupId);
  return servicesOf(db, [groupId]);
}
var nextPosition = (db, groupId) => db.selectFrom("included_services").select(sql7`coalesce(max(position), 0) + 1`.as("next")).where("product_group_fk", "=", groupId).executeTakeFirstOrThrow().then((row) => Number(row.next));
async function saveIncludedService(db, input) {
  const { id, position, ...fields } = input;
  await requireGroup(db, fields.productGroupFk);
  const write = async () => {
    if (id === 0) {
      const values3 = toColumns(service, { ...fields, position: position ?? await nextPosition(db, fields.productGroupFk) });
      return db.insertInto("included_services").values(values3).returning(columns14).executeTakeFirstOrThrow();
    }
    const existing = await db.selectFrom("included_services").select(["product_group_fk as groupId", "position"]).where("id", "=", id).executeTakeFirst();
    if (!existing) throw new NotFoundError(WHAT7, id);
    const kept = existing.groupId === fields.productGroupFk ? existing.position : await nextPosition(db, fields.productGroupFk);
    const values2 = toColumns(service, { ...fields, position: position ?? kept });
    const row = await db.updateTable("included_services").set(values2).where("id", "=", id).returning(columns14).executeTakeFirst();
    if (!row) throw new NotFoundError(WHAT7, id);
    return row;
  };
  return notFoundOnMissingReference(write, { product_group_fk: "Spa package group" });
}
async function deleteIncludedService(db, id) {
  await deleteOrNotFound(db.deleteFrom("included_services").where("id", "=", id), WHAT7, id);
}
async function setIncludedServicePositions(db, list) {
  const firstIndex = /* @__PURE__ */ new Map();
  list.forEach(({ id }, i) => {
    if (firstIndex.has(id)) throw new BadRequestError(`body.${i}.id`, `service ${id} is listed twice`);
    firstIndex.set(id, i);
  });
  const groups = await inTransaction(db, async (trx) => {
    const touched = /* @__PURE__ */ new Set();
    for (const { id, position } of list) {
      const row = await trx.updateTable("included_services").set({ position }).where("id", "=", id).returning("product_group_fk").executeTakeFirst();
      if (!row) throw new NotFoundError(WHAT7, id);
      touched.add(row.product_group_fk);
    }
    return [...touched];
  });
  return servicesOf(db, groups);
}
async function copyIncludedServices(db, sourceId, destinationId) {
  await requireGroup(db, sourceId);
  await requireGroup(db, destinationId);
  const write = () => inTransaction(db, async (trx) => {
    const source = await servicesOf(trx, [sourceId]);
    if (source.length === 0) return;
    const start = await nextPosition(trx, destinationId);
    await trx.insertInto("included_services").values(source.map(({ id: _id, productGroupFk: _group, position: _position, ...fields }, i) => toColumns(service, { ...fields, productGroupFk: destinationId, position: start + i }))).execute();
  });
  await notFoundOnMissingReference(write, { product_group_fk: "Spa package group" });
  return servicesOf(db, [destinationId]);
}

// server/routes/spa-packages.ts
var services = { 200: z29.array(includedServiceSchema) };
var spaPackageRoutes = async (app, { catalogs }) => {
  app.get("/products/spaPackage", { schema: { response: { 200: z29.array(spaPackageGroupSchema) } } }, async (request) => listGroups(request.db));
  app.post(
    "/products/spaPackage",
    { schema: { body: spaProductInputSchema, response: { 200: spaProductSchema } } },
    async (request) => saveSpaProduct(request.db, catalogs.spa, request.body)
  );
  app.delete("/products/:id/spaPackage", { schema: { params: idParamSchema, response: { 200: deletedBrpProductSchema } } }, async (request) => {
    await deleteSpaProduct(request.db, request.params.id);
    return { brpProductId: request.params.id };
  });
  app.post(
    "/groups",
    { schema: { body: spaPackageGroupInputSchema, response: { 200: spaPackageGroupSchema } } },
    async (request) => createGroup(request.db, request.body)
  );
  app.put(
    "/groups/:id",
    { schema: { params: idParamSchema, body: spaPackageGroupInputSchema, response: { 200: spaPackageGroupSchema } } },
    async (request) => updateGroup(request.db, request.params.id, request.body)
  );
  app.delete("/groups/:id", { schema: { params: idParamSchema, response: { 200: deletedIdSchema } } }, async (request) => {
    await deleteGroup(request.db, request.params.id);
    return { id: request.params.id };
  });
  app.get(
    "/groups/:id/included-services",
    { schema: { params: idParamSchema, response: services } },
    async (request) => listIncludedServices(request.db, request.params.id)
  );
  app.post(
    "/groups/included-services",
    { schema: { body: includedServiceInputSchema, response: { 200: includedServiceSchema } } },
    async (request) => saveIncludedService(request.db, request.body)
  );
  app.delete("/groups/included-services/:id", { schema: { params: idParamSchema, response: { 200: deletedIdSchema } } }, async (request) => {
    await deleteIncludedService(request.db, request.params.id);
    return { id: request.params.id };
  });
  app.post(
    "/groups/included-services/position",
    { schema: { body: includedServicePositionsSchema, response: services } },
    async (request) => setIncludedServicePositions(request.db, request.body)
  );
  app.post(
    "/groups/included-services/copy",
    { schema: { body: includedServiceCopySchema, response: services } },
    async (request) => copyIncludedServices(request.db, request.body.sourceId, request.body.destinationId)
  );
};

// server/routes/special-codes.ts
import { z as z30 } from "zod";

// server/repositories/special-codes.ts
import { sql as sql8 } from "kysely";
var specialCode = columnMap("special_codes", ["id", "specialCode", "type", "packageId", "activeFrom", "activeTo", "createdAt", "createdBy", "updatedAt", "updatedBy"]);
var columns15 = selection(specialCode);
async function specialCodeTaken(db, code, excludeId) {
  let query = db.selectFrom("special_codes").select("id").where(sql8`lower(special_code)`, "=", code.toLowerCase());
  if (excludeId) query = query.where("id", "<>", excludeId);
  return Boolean(await query.executeTakeFirst());
}
async function listSpecialCodes(db, type, packageId) {
  await requirePackage(db, packageId);
  return db.selectFrom("special_codes").select(columns15).where("type", "=", type).where("package_id", "=", packageId).orderBy("id").execute();
}
async function createSpecialCode(db, input, user) {
  await requirePackage(db, input.packageId);
  const { specialCode: code, type, packageId, activeFrom, activeTo } = input;
  const insert = () => db.insertInto("special_codes").values(toColumns(specialCode, { specialCode: code, type, packageId, activeFrom, activeTo, createdBy: user })).returning(columns15).executeTakeFirstOrThrow();
  return conflictOnUnique(() => notFoundOnMissingReference(insert, { package_id: "Hotel package" }), SPECIAL_CODE_MESSAGES.taken);
}
async function updateSpecialCode(db, id, input, user) {
  const { specialCode: code, activeFrom, activeTo } = input;
  const row = await conflictOnUnique(
    () => db.updateTable("special_codes").set({ ...toColumns(specialCode, { specialCode: code, activeFrom, activeTo, updatedBy: user }), updated_at: sql8`now()` }).where("id", "=", id).where("package_id", "=", input.packageId).returning(columns15).executeTakeFirst(),
    SPECIAL_CODE_MESSAGES.taken
  );
  if (!row) throw new NotFoundError("Special code", `${id} of package ${input.packageId}`);
  return row;
}
async function deleteSpecialCode(db, id) {
  await deleteOrNotFound(db.deleteFrom("special_codes").where("id", "=", id), "Special code", id);
}

// server/routes/special-codes.ts
var codeAnswer2 = { 200: specialCodeSchema };
var specialCodeRoutes = async (app) => {
  app.get(
    "/specialCodes",
    { schema: { querystring: specialCodeListQuerySchema, response: { 200: z30.array(specialCodeSchema) } } },
    async (request) => listSpecialCodes(request.db, request.query.SpecialCodeType, request.query.PackageId)
  );
  app.get(
    "/specialCodes/checkUniqueSpecialCode",
    { schema: { querystring: specialCodeCheckQuerySchema, response: { 200: z30.boolean() } } },
    async (request) => !await specialCodeTaken(request.db, request.query.SpecialCodeToCheck, request.query.excludeId)
  );
  app.get("/specialCodes/generate", { schema: { response: { 200: generatedCodeSchema } } }, async (request) => ({
    code: await uniqueCode((code) => specialCodeTaken(request.db, code))
  }));
  app.post(
    "/specialCodes",
    { schema: { body: specialCodeInputSchema, response: codeAnswer2 } },
    async (request) => createSpecialCode(request.db, request.body, request.user.name)
  );
  app.put("/specialCodes", { schema: { body: specialCodeInputSchema, response: codeAnswer2 } }, async (request) => {
    if (!request.body.id) throw new BadRequestError("body.id", "is required");
    return updateSpecialCode(request.db, request.body.id, request.body, request.user.name);
  });
  app.delete("/specialCodes/:id", { schema: { params: idParamSchema, response: { 200: deletedIdSchema } } }, async (request) => {
    await deleteSpecialCode(request.db, request.params.id);
    return { id: request.params.id };
  });
};

// server/routes/string-editor.ts
import { z as z32 } from "zod";

// contract/dictionary.ts
import { z as z31 } from "zod";
var dictionaryEntrySchema = z31.object({
  key: z31.string(),
  english: z31.string(),
  norwegian: z31.string()
});
var DICTIONARY_KEY_MAX = 100;
var DICTIONARY_TEXT_MAX = 4e3;
var dictionaryKeySchema = z31.string().trim().min(1, "is required").max(DICTIONARY_KEY_MAX, `must be at most ${DICTIONARY_KEY_MAX} characters`).regex(/^[A-Za-z0-9._-]+$/, 'must be letters, digits, ".", "_" or "-" only (no spaces)');
var translation = z31.string().max(DICTIONARY_TEXT_MAX, `must be at most ${DICTIONARY_TEXT_MAX} characters`);
var dictionaryEntryInputSchema = z31.object({
  key: dictionaryKeySchema,
  english: translation,
  norwegian: translation,
  isNew: z31.boolean().default(false)
});
var dictionaryKeyBodySchema = z31.object({ key: z31.string().trim().min(1, "is required").max(DICTIONARY_KEY_MAX) });
var deletedKeySchema = z31.object({ key: z31.string() });
var dictionaryListQuerySchema = z31.object({ sort: z31.enum(["true", "false"]).optional() });
var DICTIONARY_KEY_TAKEN = "A string with this key already exists.";

// server/repositories/dictionary.ts
import { sql as sql9 } from "kysely";
var entry = columnMap("dictionary_entries", ["key", "english", "norwegian"]);
var columns16 = selection(entry);
async function listDictionary(db, { sorted }) {
  let query = db.selectFrom("dictionary_entries").select(columns16);
  if (sorted) query = query.orderBy(sql9`lower(key) collate "C"`);
  return query.orderBy(sql9`key collate "C"`).execute();
}
async function saveDictionaryEntry(db, input) {
  const { isNew, ...fields } = input;
  const values2 = toColumns(entry, fields);
  const saved = await db.insertInto("dictionary_entries").values(values2).onConflict((oc) => isNew ? oc.column("key").doNothing() : oc.column("key").doUpdateSet({ english: values2.english, norwegian: values2.norwegian })).returning(columns16).executeTakeFirst();
  if (!saved) throw new ConflictError(DICTIONARY_KEY_TAKEN);
  return saved;
}
async function deleteDictionaryEntry(db, key) {
  await deleteOrNotFound(db.deleteFrom("dictionary_entries").where("key", "=", key), "String", key);
}

// server/routes/string-editor.ts
var stringEditorRoutes = async (app) => {
  app.get(
    "/string-editor",
    { schema: { querystring: dictionaryListQuerySchema, response: { 200: z32.array(dictionaryEntrySchema) } } },
    async (request) => listDictionary(request.db, { sorted: request.query.sort === "true" })
  );
  app.post(
    "/string-editor",
    { schema: { body: dictionaryEntryInputSchema, response: { 200: dictionaryEntrySchema } } },
    async (request) => saveDictionaryEntry(request.db, request.body)
  );
  app.delete("/string-editor", { schema: { body: dictionaryKeyBodySchema, response: { 200: deletedKeySchema } } }, async (request) => {
    await deleteDictionaryEntry(request.db, request.body.key);
    return { key: request.body.key };
  });
};

// server/routes/restaurants.ts
import { z as z33 } from "zod";
var restaurantRoutes = async (app) => {
  app.get("/restaurant/v2/restaurants", { config: { readsTables: ["restaurants", "restaurant_tables"] }, schema: { response: { 200: z33.array(restaurantSchema) } } }, async (request) => listRestaurants(request.db));
  app.get("/restaurant/v2/meals", { config: { readsTables: ["restaurant_meals", "meals"] }, schema: { response: { 200: z33.array(restaurantMealsSchema) } } }, async (request) => restaurantMeals(request.db));
};

// server/routes/sections.ts
import { z as z35 } from "zod";

// contract/sections.ts
import { z as z34 } from "zod";
var sectionFontSchema = z34.union([z34.literal(0), z34.literal(1), z34.literal(2)], { error: "must be 0 (Default), 1 (Playfair) or 2 (OpenSans)" });
var fontSize = () => int().min(1, "must be 1 or more").max(400, "must be 400 or less").nullable();
var sectionSchema = z34.object({
  id: int(),
  name: z34.string(),
  src: z34.string(),
  title: z34.string(),
  titleEn: z34.string(),
  titleFont: sectionFontSchema,
  titleFontSize: fontSize(),
  titleFontSizeMedium: fontSize(),
  titleFontSizeSmall: fontSize(),
  description: z34.string(),
  descriptionEn: z34.string(),
  descriptionFont: sectionFontSchema,
  descriptionFontSize: fontSize(),
  descriptionFontSizeMedium: fontSize(),
  descriptionFontSizeSmall: fontSize()
});
var sectionInputSchema = z34.object({
  src: optionalText(2e3),
  title: optionalText(500),
  titleEn: optionalText(500),
  titleFont: sectionFontSchema.default(0),
  titleFontSize: fontSize().default(null),
  titleFontSizeMedium: fontSize().default(null),
  titleFontSizeSmall: fontSize().default(null),
  description: optionalText(4e3),
  descriptionEn: optionalText(4e3),
  descriptionFont: sectionFontSchema.default(0),
  descriptionFontSize: fontSize().default(null),
  descriptionFontSizeMedium: fontSize().default(null),
  descriptionFontSizeSmall: fontSize().default(null)
});

// server/repositories/sections.ts
var section = columnMap("sections", [
  "id",
  "name",
  "src",
  "title",
  "titleEn",
  "titleFont",
  "titleFontSize",
  "titleFontSizeMedium",
  "titleFontSizeSmall",
  "description",
  "descriptionEn",
  "descriptionFont",
  "descriptionFontSize",
  "descriptionFontSizeMedium",
  "descriptionFontSizeSmall"
]);
var columns17 = selection(section);
var toSection = (row) => ({ ...row, titleFont: sectionFontSchema.parse(row.titleFont), descriptionFont: sectionFontSchema.parse(row.descriptionFont) });
async function listSections(db) {
  return (await db.selectFrom("sections").select(columns17).orderBy("id").execute()).map(toSection);
}
async function pagedSections(db, page2, perPage) {
  const result = await pagedList(db.selectFrom("sections"), (q) => q.select(columns17).orderBy("id"), page2, perPage);
  return { ...result, items: result.items.map(toSection) };
}
async function updateSection(db, id, input) {
  const row = await db.updateTable("sections").set(toColumns(section, input)).where("id", "=", id).returning(columns17).executeTakeFirst();
  if (!row) throw new NotFoundError("Section", id);
  return toSection(row);
}

// server/routes/sections.ts
var sectionRoutes = async (app) => {
  app.get("/sections", { config: { readsTables: ["sections"] }, schema: { response: { 200: z35.array(sectionSchema) } } }, async (request) => listSections(request.db));
  app.get(
    "/sections/paged",
    { config: { readsTables: ["sections"] }, schema: { querystring: pagedQuerySchema, response: { 200: pagedSchema(sectionSchema) } } },
    async (request) => pagedSections(request.db, request.query.page, request.query.itemsPerPage)
  );
  app.put(
    "/sections/:id",
    { schema: { params: idParamSchema, body: sectionInputSchema, response: { 200: sectionSchema } } },
    async (request) => updateSection(request.db, request.params.id, request.body)
  );
};

// server/repositories/treatments.ts
var treatment2 = columnMap("treatments", [
  "brpProductId",
  "brpProductNumber",
  "displayName",
  "displayNameEn",
  "description",
  "descriptionEn",
  "imageFk",
  "isDual",
  "avoidEmptyTimeSlots"
]);
var addition = {
  additionProductId: "addition_product_id",
  displayName: "addition_display_name",
  displayNameEn: "addition_display_name_en",
  description: "addition_description",
  descriptionEn: "addition_description_en",
  brpName: "addition_brp_name"
};
var additionColumns = Object.values(addition);
var WHAT8 = "Treatment";
function treatmentsQuery(db) {
  return db.selectFrom("treatments").leftJoin("images", "images.id", "treatments.image_fk");
}
function selectTreatment(query) {
  return query.select([...selection(treatment2), ...additionColumns, "images.src as imageSrc"]).orderBy("brp_product_id");
}
function toTreatment(row) {
  const { addition_product_id, addition_display_name, addition_display_name_en, addition_description, addition_description_en, addition_brp_name, ...rest } = row;
  return {
    ...rest,
    addition: addition_product_id === null ? null : {
      additionProductId: addition_product_id,
      displayName: addition_display_name ?? "",
      displayNameEn: addition_display_name_en ?? "",
      description: addition_description ?? "",
      descriptionEn: addition_description_en ?? "",
      brpName: addition_brp_name ?? ""
    }
  };
}
async function pagedTreatments(db, page2, perPage) {
  const list = await pagedList(treatmentsQuery(db), (q) => selectTreatment(q), page2, perPage);
  return { items: list.items.map(toTreatment), totalItems: list.totalItems };
}
async function findTreatment(db, id) {
  const brpProductId2 = brpIdOf(id);
  const row = brpProductId2 === null ? void 0 : await selectTreatment(treatmentsQuery(db)).where("brp_product_id", "=", brpProductId2).executeTakeFirst();
  if (!row) throw new NotFoundError(WHAT8, id);
  return toTreatment(row);
}
async function saveTreatment(db, catalog, input) {
  const product3 = catalog.treatments().find((t) => t.brpProductId === input.brpProductId);
  if (!product3) throw new BadRequestError("body.brpProductId", `${input.brpProductId} is not a treatment of the spa system`);
  if (input.addition) {
    const expected = product3.addition?.additionProductId;
    if (expected === void 0) throw new BadRequestError("body.addition.additionProductId", `treatment ${input.brpProductId} has no addition`);
    if (input.addition.additionProductId !== expected) {
      throw new BadRequestError("body.addition.additionProductId", `must be ${expected}, the addition of treatment ${input.brpProductId}`);
    }
  }
  if (input.imageFk !== null && !(await existingImageIds(db, [input.imageFk])).has(input.imageFk)) {
    throw new BadRequestError("body.imageFk", `image ${input.imageFk} not found`);
  }
  const { addition: given, brpProductId: brpProductId2, ...fields } = input;
  const own = { ...toColumns(treatment2, fields), brp_product_number: product3.brpProductNumber };
  const withAddition = { ...own, ...additionRow(given ?? product3.addition) };
  const update = given === null && product3.addition ? own : withAddition;
  await notFoundOnMissingReference(
    () => db.insertInto("treatments").values({ brp_product_id: brpProductId2, ...withAddition }).onConflict((oc) => oc.column("brp_product_id").doUpdateSet(update)).execute(),
    { image_fk: "Image" }
  );
  return findTreatment(db, String(brpProductId2));
}
async function deleteTreatment(db, id) {
  const brpProductId2 = brpIdOf(id);
  if (brpProductId2 === null) throw new NotFoundError(WHAT8, id);
  await deleteOrNotFound(db.deleteFrom("treatments").where("brp_product_id", "=", brpProductId2), WHAT8, id);
  return brpProductId2;
}
function additionRow(value) {
  return {
    addition_product_id: value?.additionProductId ?? null,
    addition_display_name: value?.displayName ?? null,
    addition_display_name_en: value?.displayNameEn ?? null,
    addition_description: value?.description ?? null,
    addition_description_en: value?.descriptionEn ?? null,
    addition_brp_name: value?.brpName ?? null
  };
}
function brpIdOf(text4) {
  if (!/^[0-9]{1,10}$/.test(text4)) return null;
  const id = Number(text4);
  return id >= 1 && id <= INT4_MAX ? id : null;
}

// server/routes/treatments.ts
var treatmentRoutes = async (app, { catalogs }) => {
  app.get(
    "/treatments/paged",
    { schema: { querystring: pagedQuerySchema, response: { 200: pagedSchema(treatmentSchema) } } },
    async (request) => pagedTreatments(request.db, request.query.page, request.query.itemsPerPage)
  );
  app.get(
    "/treatments/:id",
    { schema: { params: treatmentIdParamSchema, response: { 200: treatmentSchema } } },
    async (request) => findTreatment(request.db, request.params.id)
  );
  app.post(
    "/treatments",
    { schema: { body: treatmentInputSchema, response: { 200: treatmentSchema } } },
    async (request) => saveTreatment(request.db, catalogs.spa, request.body)
  );
  app.delete("/treatments/:id", { schema: { params: treatmentIdParamSchema, response: { 200: deletedBrpProductSchema } } }, async (request) => ({
    brpProductId: await deleteTreatment(request.db, request.params.id)
  }));
};

// server/routes/index.ts
var apiRoutes = async (app, deps) => {
  registerReadCache(app, deps.live.reads);
  const areas = [
    imageRoutes,
    restaurantRoutes,
    availabilityRoutes,
    bookingRoutes,
    blockedCustomerRoutes,
    checkoutAlertRoutes,
    reportRoutes,
    hotelPackageRoutes,
    addonRoutes,
    specialCodeRoutes,
    discountCodeRoutes,
    dateFilterRoutes,
    roomTypeRoutes,
    searchRoutes,
    treatmentRoutes,
    dayPassRoutes,
    dialCodeRoutes,
    frequentVisitorPassRoutes,
    spaPackageRoutes,
    sectionRoutes,
    stringEditorRoutes,
    hotelMetadataRoutes
  ];
  for (const area of areas) await app.register(area, deps);
};

// server/routes/config.ts
var configRoutes = async (app, { config }) => {
  const body = publicConfig(config);
  app.get("/config", { schema: { security: [], response: { 200: appConfigSchema } } }, async () => body);
};
function publicConfig(config) {
  const { auth } = config;
  const app = { brandName: config.brandName, checkoutUrl: config.checkoutUrl };
  const client = { authority: auth.authority, clientId: auth.clientId, apiScope: auth.apiScope };
  if (!auth.localIdp) return { ...app, auth: { ...client, protocolMode: "AAD", knownAuthorities: [] } };
  const issuer = auth.issuer;
  return {
    ...app,
    auth: {
      ...client,
      protocolMode: "OIDC",
      knownAuthorities: [new URL(auth.authority).host],
      // MSAL never fetches discovery when given this, so the http endpoints of the local provider work.
      authorityMetadata: JSON.stringify({
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        end_session_endpoint: `${issuer}/session/end`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ["code"],
        scopes_supported: ["openid", "profile", "email", "offline_access"]
      })
    }
  };
}

// server/routes/health.ts
import { z as z36 } from "zod";
var healthSchema = z36.object({ status: z36.literal("ok") });
var healthRoutes = async (app) => {
  app.get("/health", { schema: { security: [], summary: "Whether the server answers", response: { 200: healthSchema } } }, async () => ({
    status: "ok"
  }));
};

// server/live/schedule-day-cache.ts
var DEFAULT_MAX_SIZE = 64 * 1024 * 1024;
var ScheduleDayCache = class {
  /** `sizeOf`: what an answer counts against `maxSize`. */
  constructor(sizeOf2, maxSize = DEFAULT_MAX_SIZE) {
    this.sizeOf = sizeOf2;
    this.maxSize = maxSize;
  }
  sizeOf;
  maxSize;
  entries = /* @__PURE__ */ new Map();
  /** Restaurants by the key a path names them with (`{restaurant}`: id or name), as `lookUp` found them. */
  restaurants = /* @__PURE__ */ new Map();
  /** Bumped by every drop of everything: a restaurant looked up before one is not kept after it. */
  generation = 0;
  listening = false;
  size = 0;
  hits = 0;
  misses = 0;
  /** Keeps days from now on: this process hears every change (its LISTEN is on). */
  enable() {
    this.clear();
    this.listening = true;
  }
  /** Keeps nothing and drops what it kept: changes may go unheard (no LISTEN, or its connection was lost). */
  disable() {
    this.listening = false;
    this.clear();
  }
  get enabled() {
    return this.listening;
  }
  /**
   * How this cache learns it has heard every change announced so far (the LISTEN's `caughtUp`, db/open.ts): set by
   * whoever listens. Without it, what has arrived is taken as all there is.
   */
  caughtUp;
  /**
   * Waits until every change committed before this call has been heard, so that a kept day served after it is
   * never older than a write whose answer was already given, by any process (on PostgreSQL a notification comes a
   * moment after its writer's answer). false: not listening, or that could not be known; read without keeping.
   */
  async catchUp() {
    if (!this.listening) return false;
    try {
      await this.caughtUp?.();
    } catch {
      return false;
    }
    return this.listening;
  }
  /**
   * The day's answer: kept, or shared with a read under way, or read now with `read` (and kept unless a change was
   * announced meanwhile). A failed read keeps nothing; the readers sharing it get its error.
   */
  async get(restaurantId, date, source, read) {
    if (!this.listening) {
      this.misses++;
      return read();
    }
    const key = `${restaurantId}/${date}/${source}`;
    const kept = this.entries.get(key);
    if (kept) {
      this.hits++;
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept.value;
    }
    this.misses++;
    const entry2 = { restaurantId, date, value: read(), size: 0 };
    this.entries.set(key, entry2);
    try {
      const answer = await entry2.value;
      if (this.entries.get(key) === entry2) {
        entry2.size = this.sizeOf(answer);
        this.size += entry2.size;
        this.trim();
      }
      return answer;
    } catch (err) {
      if (this.entries.get(key) === entry2) this.entries.delete(key);
      throw err;
    }
  }
  /**
   * The restaurant a path names (`key`: its id or name, as `find` takes it), looked up once while listening: the
   * restaurants and their names change only by hand (announced as everything, migration 003). One not found is not
   * kept: a name that names nothing fills no memory.
   */
  async restaurant(key, find) {
    const known = this.listening ? this.restaurants.get(key) : void 0;
    if (known) return known;
    const generation = this.generation;
    const found = await find();
    if (this.listening && generation === this.generation && this.restaurants.size < MAX_RESTAURANT_KEYS) this.restaurants.set(key, found);
    return found;
  }
  /** Drops what a change makes wrong, kept or being read: nothing read before it is kept after it. */
  invalidate(scope) {
    if (scope === "all") {
      this.clear();
      return;
    }
    for (const [key, entry2] of this.entries) {
      if (entry2.restaurantId === scope.restaurantId && (!("date" in scope) || entry2.date === scope.date)) this.remove(key, entry2);
    }
  }
  get stats() {
    return { hits: this.hits, misses: this.misses, days: this.entries.size };
  }
  clear() {
    this.entries.clear();
    this.restaurants.clear();
    this.generation++;
    this.size = 0;
  }
  remove(key, entry2) {
    this.entries.delete(key);
    this.size -= entry2.size;
  }
  trim() {
    for (const [key, entry2] of this.entries) {
      if (this.size <= this.maxSize) return;
      if (entry2.size > 0) this.remove(key, entry2);
    }
  }
};
var MAX_RESTAURANT_KEYS = 1e3;
function parseDayScope(payload) {
  const match = /^(\d+)(?:\/(\d{4}-\d{2}-\d{2}))?$/.exec(payload);
  if (!match) return "all";
  const restaurantId = Number(match[1]);
  return match[2] ? { restaurantId, date: match[2] } : { restaurantId };
}

// server/cache/read-cache.ts
var TABLE_CHANGES_CHANNEL = "table_changes";
var DEFAULT_MAX_SIZE2 = 16 * 1024 * 1024;
var ReadCache = class {
  constructor(maxSize = DEFAULT_MAX_SIZE2) {
    this.maxSize = maxSize;
  }
  maxSize;
  entries = /* @__PURE__ */ new Map();
  /** Bumped by every invalidation: a read keeps its answer only if none came since it began. */
  invalidations = 0;
  listening = false;
  size = 0;
  hits = 0;
  misses = 0;
  /** Keeps answers from now on: this process hears every change (its LISTEN is on). */
  enable() {
    this.clear();
    this.listening = true;
  }
  /** Keeps nothing and drops what it kept: changes may go unheard (no LISTEN, or its connection was lost). */
  disable() {
    this.listening = false;
    this.clear();
  }
  get enabled() {
    return this.listening;
  }
  /**
   * How this cache learns it has heard every change announced so far (the LISTEN's `caughtUp`, db/open.ts): set by
   * whoever listens. Without it, what has arrived is taken as all there is.
   */
  caughtUp;
  /**
   * Waits until every change committed before this call has been heard, so that a kept answer served after it is
   * never older than a write whose answer was already given, by any process (on PostgreSQL a notification comes a
   * moment after its writer's answer). false: not listening, or that could not be known; read without keeping.
   */
  async catchUp() {
    if (!this.listening) return false;
    try {
      await this.caughtUp?.();
    } catch {
      return false;
    }
    return this.listening;
  }
  /**
   * The kept answer of `key`, if any; else, while listening, the ticket a read of it must show to `keep` its
   * answer (undefined when nothing may be kept).
   */
  lookUp(key, tables) {
    const entry2 = this.listening ? this.entries.get(key) : void 0;
    if (entry2) {
      this.hits++;
      this.entries.delete(key);
      this.entries.set(key, entry2);
      return { answer: entry2 };
    }
    this.misses++;
    return { ticket: this.listening ? { key, tables, invalidations: this.invalidations } : void 0 };
  }
  /** Keeps what a read found, unless a change was announced (or the LISTEN lost) since it took its ticket. */
  keep(ticket, answer) {
    if (!this.listening || ticket.invalidations !== this.invalidations) return false;
    const entry2 = { ...answer, tables: ticket.tables };
    const before = this.entries.get(ticket.key);
    if (before) this.remove(ticket.key, before);
    this.entries.set(ticket.key, entry2);
    this.size += sizeOf(entry2);
    this.trim();
    return true;
  }
  /** A table changed (a `table_changes` notification): drops what was read from it, kept or being read. */
  changed(table) {
    this.invalidations++;
    for (const [key, entry2] of this.entries) if (entry2.tables.includes(table)) this.remove(key, entry2);
  }
  /** This process wrote (the tables are not known): drops everything, kept or being read. */
  wrote() {
    this.clear();
  }
  get stats() {
    return { hits: this.hits, misses: this.misses, answers: this.entries.size };
  }
  clear() {
    this.invalidations++;
    this.entries.clear();
    this.size = 0;
  }
  remove(key, entry2) {
    this.entries.delete(key);
    this.size -= sizeOf(entry2);
  }
  trim() {
    for (const [key, entry2] of this.entries) {
      if (this.size <= this.maxSize) return;
      this.remove(key, entry2);
    }
  }
};
function sizeOf(answer) {
  return answer.json.length + answer.gzip.length;
}

// server/live/schedule-hub.ts
var ScheduleHub = class {
  constructor(db, log) {
    this.db = db;
    this.log = log;
  }
  db;
  log;
  /**
   * The days this process computed and keeps until they change (GET mealTimes): kept only while this hub hears every
   * change, i.e. between `start` and `close`, and not while the LISTEN connection is lost.
   */
  days = new ScheduleDayCache((answer) => answer.json.length + answer.gzip.length);
  /** The answers of read-mostly routes this process keeps until a table they were read from changes (server/cache). */
  reads = new ReadCache();
  streams = /* @__PURE__ */ new Map();
  queue = Promise.resolve();
  stops = [];
  async start(listen) {
    this.stops.push(
      await listen(
        SCHEDULE_CHANNEL,
        (payload) => {
          this.queue = this.queue.then(() => this.handle(payload)).catch((err) => this.log.warn({ err }, "a schedule change could not be sent live"));
        },
        () => this.resyncAll()
      )
    );
    const days = await listen(
      SCHEDULE_DAYS_CHANNEL,
      (payload) => this.days.invalidate(parseDayScope(payload)),
      () => this.days.enable(),
      () => this.days.disable()
    );
    this.stops.push(days);
    this.days.caughtUp = days.caughtUp;
    this.days.enable();
    const tables = await listen(
      TABLE_CHANGES_CHANNEL,
      (table) => this.reads.changed(table),
      () => this.reads.enable(),
      () => this.reads.disable()
    );
    this.stops.push(tables);
    this.reads.caughtUp = tables.caughtUp;
    this.reads.enable();
  }
  /**
   * A change this process wrote has committed (or was rolled back): its days are dropped here at once, so that the
   * writer's next read has it even before the database's notification has come round to this process.
   */
  committed(change) {
    for (const scope of change === "all" ? ["all"] : scopesOf(change)) this.days.invalidate(scope);
  }
  /** Sends every change of the restaurant day to `send` until the returned function is called. */
  subscribe(restaurantId, date, send) {
    const key = dayKey(restaurantId, date);
    const streams = this.streams.get(key) ?? /* @__PURE__ */ new Set();
    streams.add(send);
    this.streams.set(key, streams);
    return () => {
      streams.delete(send);
      if (streams.size === 0 && this.streams.get(key) === streams) this.streams.delete(key);
    };
  }
  /** How many streams are open (tests, and the logs on shutdown). */
  get streamCount() {
    let count = 0;
    for (const streams of this.streams.values()) count += streams.size;
    return count;
  }
  async close() {
    this.days.disable();
    this.reads.disable();
    for (const stop of this.stops.splice(0)) await stop();
    this.streams.clear();
  }
  async handle(payload) {
    const change = JSON.parse(payload);
    if ("slot" in change) {
      const [restaurantId, mealTime, isBlocked] = change.slot;
      this.emit({ type: "slot", restaurantId, date: dayOf(mealTime), mealTime, isBlocked, origin: change.origin });
      return;
    }
    if (!change.days.some(([restaurantId, date]) => this.streams.has(dayKey(restaurantId, date)))) return;
    const booking2 = await findBookingIfAny(this.db, change.booking);
    const now2 = booking2 ? [booking2.restaurantId, dayOf(booking2.bookingDateTime)] : void 0;
    const days = new Map(change.days.map(([restaurantId, date]) => [dayKey(restaurantId, date), [restaurantId, date]]));
    if (now2) days.set(dayKey(...now2), now2);
    for (const [key, [restaurantId, date]] of days) {
      if (booking2 && key === dayKey(...now2)) {
        this.emit({ type: "booking", restaurantId, date, booking: toScheduleBooking(booking2), origin: change.origin });
      } else {
        this.emit({ type: "removed", restaurantId, date, bookingId: change.booking, origin: change.origin });
      }
    }
  }
  emit(event) {
    for (const send of this.streams.get(dayKey(event.restaurantId, event.date)) ?? []) send(event);
  }
  resyncAll() {
    for (const [key, streams] of this.streams) {
      const [restaurantId, date] = key.split("/");
      for (const send of streams) send({ type: "resync", restaurantId: Number(restaurantId), date });
    }
  }
};
function dayKey(restaurantId, date) {
  return `${restaurantId}/${date}`;
}

// server/routes/openapi.ts
var openApiRoutes = async (app) => {
  app.get("/openapi.json", { schema: { security: [], summary: "This document" } }, async () => app.swagger());
};

// server/app.ts
async function buildApp(deps) {
  const { config } = deps;
  const app = Fastify2({
    logger: deps.logger === false ? false : { level: config.logLevel, serializers: { req: serializeRequest }, ...typeof deps.logger === "object" ? { stream: deps.logger } : {} },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    // A URL the router cannot read (a bad %-escape) is answered before any hook: same JSON shape, same caching rule.
    frameworkErrors: (error, request, reply) => {
      if (isApiUrl(request.url)) reply.header("cache-control", "no-store");
      void reply.code(400).send({ message: `Invalid request: ${error.message}` });
    }
  }).withTypeProvider();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler2);
  registerErrorHandling(app);
  if (deps.onRoute) app.addHook("onRoute", deps.onRoute);
  await registerOpenApi(app, config);
  const live = new ScheduleHub(deps.db, app.log);
  if (deps.listen) await live.start(deps.listen);
  app.addHook("onClose", () => live.close());
  app.decorate("scheduleHub", live);
  await registerSecurityHeaders(app, {
    authOrigins: config.auth.localIdp ? [] : authOrigins(config),
    https: config.publicUrl.startsWith("https:")
  });
  await app.register(cookie);
  if (deps.idp) {
    await registerIdp(app, deps.idp, { brand: config.brandName, audience: config.auth.audience, apiScope: config.auth.apiScope });
  }
  app.addHook("onSend", async (request, reply) => {
    if (isApiUrl(request.url)) reply.header("cache-control", "no-store");
  });
  await app.register(
    async (api) => {
      api.removeAllContentTypeParsers();
      api.addContentTypeParser("application/json", { parseAs: "string" }, api.getDefaultJsonParser("error", "error"));
      api.addHook("onRequest", issueCsrfCookie);
      api.addHook("preValidation", refuseNulBytes);
      await api.register(configRoutes, { config });
      await api.register(openApiRoutes);
      await api.register(healthRoutes);
      await api.register(async (secured) => {
        secured.addHook("onRequest", authenticate(deps.verifyToken));
        secured.addHook("onRequest", verifyCsrf);
        registerIdempotency(secured, deps.db);
        await secured.register(apiRoutes, { catalogs: deps.catalogs, live });
        secured.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ message: "Not found." }));
      });
    },
    { prefix: "/api" }
  );
  await registerConsole(app, config.distDir);
  return app;
}
async function registerOpenApi(app, config) {
  await app.register(swagger, {
    openapi: {
      openapi: "3.0.3",
      info: { title: `${config.brandName} API`, version: "1" },
      servers: [{ url: new URL(config.publicUrl).origin }],
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
      security: [{ bearer: [] }]
    },
    hideUntagged: false,
    transform: (document) => document.url.startsWith("/api/") ? jsonSchemaTransform(document) : { schema: { hide: true }, url: document.url }
  });
}
function isApiUrl(url) {
  return /^\/api(?:[/?#]|$)/.test(url);
}
function authOrigins(config) {
  const origins = /* @__PURE__ */ new Set();
  for (const url of [config.auth.authority, config.auth.jwksUrl]) {
    try {
      origins.add(new URL(url).origin);
    } catch {
    }
  }
  return [...origins];
}

// server/config.ts
import path3 from "node:path";
var LOCAL_API_ID = "api://checkout-admin";
var LOCAL_CLIENT_ID = "checkout-admin-console";
function flag(value, fallback) {
  if (value === void 0 || value === "") return fallback;
  return !["0", "false", "off", "no"].includes(value.toLowerCase());
}
function loadConfig(env = process.env) {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, "");
  const localIdp = flag(env.LOCAL_IDP, !env.AUTH_CLIENT_ID);
  const localIssuer = `${publicUrl}/idp`;
  const host = new URL(publicUrl).host;
  const auth = localIdp ? {
    localIdp: true,
    // MSAL only accepts an https authority string; the real (http) endpoints go inline as authorityMetadata.
    authority: `https://${host}/idp/`,
    clientId: LOCAL_CLIENT_ID,
    apiScope: `${LOCAL_API_ID}/access_as_user`,
    audience: LOCAL_API_ID,
    issuer: localIssuer,
    jwksUrl: `${localIssuer}/jwks`
  } : {
    localIdp: false,
    authority: required(env, "AUTH_AUTHORITY"),
    clientId: required(env, "AUTH_CLIENT_ID"),
    apiScope: required(env, "AUTH_API_SCOPE"),
    audience: required(env, "AUTH_AUDIENCE"),
    issuer: required(env, "AUTH_ISSUER"),
    jwksUrl: required(env, "AUTH_JWKS_URL")
  };
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    publicUrl,
    dataDir: path3.resolve(env.DATA_DIR ?? "./data"),
    databaseUrl: env.DATABASE_URL || void 0,
    brandName: env.BRAND_NAME ?? "Fjordhotellet",
    checkoutUrl: (env.CHECKOUT_URL ?? `${publicUrl}/checkout`).replace(/\/$/, ""),
    distDir: path3.resolve(env.DIST_DIR ?? "./dist"),
    auth,
    logLevel: env.LOG_LEVEL ?? "info"
  };
}
function required(env, name3) {
  const value = env[name3];
  if (!value) throw new Error(`${name3} must be set when LOCAL_IDP is off (see README, "Configuration")`);
  return value;
}

// server/db/migrate.ts
import { readdir, readFile as readFile2 } from "node:fs/promises";
import path4 from "node:path";
import { fileURLToPath } from "node:url";
import { sql as sql10 } from "kysely";
var MIGRATIONS_DIR = path4.join(path4.dirname(fileURLToPath(import.meta.url)), "migrations");
async function migrate(db) {
  await sql10`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  const applied = new Set((await db.selectFrom("schema_migrations").select("name").execute()).map((row) => row.name));
  const files = (await readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith(".sql")).sort();
  const ran = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const text4 = await readFile2(path4.join(MIGRATIONS_DIR, file), "utf8");
    await db.transaction().execute(async (trx) => {
      await sql10`LOCK TABLE schema_migrations IN EXCLUSIVE MODE`.execute(trx);
      const done = await trx.selectFrom("schema_migrations").select("name").where("name", "=", file).executeTakeFirst();
      if (done) return;
      await sql10.raw(text4).execute(trx);
      await trx.insertInto("schema_migrations").values({ name: file }).execute();
      ran.push(file);
    });
  }
  return ran;
}

// server/seed/content.ts
import dayjs from "dayjs";
var IMAGE_NAMES = ["lobby", "spa-pool", "sauna", "suite", "double-room", "family-room", "brasseriet", "mori", "breakfast", "massage", "fjord-view", "winter"];
async function seedContent(trx, today) {
  const day0 = dayjs(today).startOf("day");
  const date = (days) => day0.add(days, "day").format("YYYY-MM-DD");
  const stamp2 = (days) => `${date(days)}T00:00:00`;
  const images = await trx.insertInto("images").values(
    IMAGE_NAMES.map((name3) => {
      const title = name3.replace("-", " ");
      return { name: title, name_en: title, alt: `Bilde: ${title}`, alt_en: `Picture: ${title}`, src: `/demo/images/${name3}.svg` };
    })
  ).returning("id").execute();
  const img = (i) => images[i % images.length]?.id ?? null;
  const filters = await trx.insertInto("date_filters").values([
    { name: "Helger", days_of_week: [5, 6], hours: 0 },
    { name: "Jul og nytt\xE5r", is_annual: true, dates: ["2026-12-24", "2026-12-25", "2026-12-31"], hours: 0 },
    { name: "Sommer", from_date: "2027-06-15", to_date: "2027-08-15", hours: 0 },
    { name: "Minst 48 timer f\xF8r ankomst", hours: 48 },
    { name: "Alle dager", days_of_week: [0, 1, 2, 3, 4, 5, 6] }
  ]).returning("id").execute();
  const filter = (i) => filters[i]?.id ?? null;
  await trx.insertInto("hotel_packages").values([
    { clock_id: "HP1001", name: "Romantisk weekend", name_en: "Romantic weekend", url: "romantisk-weekend", position: 1, image_fk: img(3), intro_text: "To netter for to.", intro_text_en: "Two nights for two.", description_items: ["Overnatting i dobbeltrom", "Frokost", "Treretters middag"], description_items_en: ["Double room", "Breakfast", "Three-course dinner"], price_from: 2490, availability_rate_id: "R-WKND", availability_rate_name: "Weekend", min_stay: 2, max_stay: 3, included_meal_description: "Treretters middag i Brasseriet", included_restaurant_fk: 1, included_meal_fk: 3 },
    { clock_id: "HP1002", name: "Spa-opphold", name_en: "Spa stay", url: "spa-opphold", position: 2, image_fk: img(1), description_items: ["Overnatting", "Fri tilgang til spa"], description_items_en: ["Overnight stay", "Free spa access"], price_from: 1890, availability_rate_id: "R-SPA", availability_rate_name: "Spa", min_stay: 1, max_stay: 5 },
    { clock_id: "HP1003", name: "Familiepakke", name_en: "Family package", url: "familie", position: 3, image_fk: img(5), only_with_special_code: true, price_from: 3190, availability_rate_id: "R-FAM", availability_rate_name: "Family", min_stay: 2, max_stay: 7 },
    { clock_id: "HP1004", name: "Forretningsreise", name_en: "Business trip", url: "business", position: 4, display_on_site: false, price_from: 1490, availability_rate_id: "R-BUS", availability_rate_name: "Corporate", min_stay: 1, max_stay: 14 }
  ]).execute();
  await trx.insertInto("hotel_package_addons").values([
    { clock_id: "AD2001", name: "Frokost p\xE5 rommet", name_en: "Breakfast in the room", unit: "per person", unit_en: "per person", position: 1, description: "Servert mellom 07 og 10.", description_en: "Served between 7 and 10." },
    { clock_id: "AD2002", name: "Sen utsjekk", name_en: "Late check-out", unit: "per rom", unit_en: "per room", position: 2 },
    { clock_id: "AD2003", name: "Blomster og sjokolade", name_en: "Flowers and chocolate", unit: "per rom", unit_en: "per room", position: 3 },
    { clock_id: "AD2004", name: "Middag i Mori", name_en: "Dinner at Mori", unit: "per person", unit_en: "per person", position: 4, included_meal_description: "Femretters i Mori", included_restaurant_fk: 2, included_meal_fk: 3 }
  ]).execute();
  await trx.insertInto("hotel_package_attached_addons").values([
    { package_id: "HP1001", addon_id: "AD2003" },
    { package_id: "HP1001", addon_id: "AD2002" },
    { package_id: "HP1002", addon_id: "AD2001" }
  ]).execute();
  await trx.insertInto("special_codes").values([
    { special_code: "FAMILIE2026", type: 1, package_id: "HP1003", active_from: stamp2(-30), active_to: stamp2(90), created_by: "seed" },
    { special_code: "VINTER-VIP", type: 1, package_id: "HP1001", active_from: stamp2(-5), active_to: stamp2(60), created_by: "seed" }
  ]).execute();
  const discounts = await trx.insertInto("discount_codes").values([
    { code: "HELG20", amount: 20, active_from: stamp2(-10), active_to: stamp2(120), days_of_week: [5, 6], use_count: 14, created_by: "seed" },
    { code: "SPA10", amount: 10, active_from: stamp2(-40), active_to: stamp2(40), use_count: 3, created_by: "seed" },
    { code: "VELKOMMEN", amount: 15, active_from: stamp2(0), active_to: stamp2(365), created_by: "seed" }
  ]).returning("id").execute();
  await trx.insertInto("discount_code_hotel_packages").values([
    { discount_code_id: discounts[0]?.id ?? 0, hotel_package_id: "HP1001" },
    { discount_code_id: discounts[0]?.id ?? 0, hotel_package_id: "HP1002" },
    { discount_code_id: discounts[1]?.id ?? 0, hotel_package_id: "HP1002" }
  ]).execute();
  await trx.insertInto("restrictions").values([
    { addon_fk: "AD2001", priority: 0, is_global: true, is_product_available: true, date_filter_fk: filter(4) },
    { addon_fk: "AD2001", priority: 1, is_product_available: false, date_filter_fk: filter(1) },
    { addon_fk: "AD2004", priority: 0, is_global: true, is_product_available: true, date_filter_fk: filter(4) }
  ]).execute();
  const groups = await trx.insertInto("spa_package_groups").values([
    { name: "Spadag", name_en: "Spa day", position: 1, image_fk: img(1), promo_ribbon_text: "Popul\xE6r", promo_ribbon_text_en: "Popular", displayed_price: 995 },
    { name: "Spa og middag", name_en: "Spa and dinner", position: 2, image_fk: img(9), displayed_price: 1695, included_meal_description: "Treretters middag", included_restaurant_fk: 1, included_meal_fk: 3 },
    { name: "Kveldsspa", name_en: "Evening spa", position: 3, image_fk: img(2), displayed_price: 695, promo_ribbon_text: "Kun hverdager", promo_ribbon_text_en: "Weekdays only" },
    // No products or included services yet: the included services page offers to copy another package's.
    { name: "Venninnedag", name_en: "Girlfriends day", position: 4, image_fk: img(11), promo_ribbon_text: "Nyhet", promo_ribbon_text_en: "New", displayed_price: 1295 }
  ]).returning("id").execute();
  const group2 = (i) => groups[i]?.id ?? 0;
  await trx.insertInto("spa_products").values([
    { brp_product_id: 5001, brp_product_number: "SP-5001", display_name: "Spadag hverdag", from_time: "10:00", product_group_fk: group2(0), url: "spadag", order_limit: 0 },
    { brp_product_id: 5002, brp_product_number: "SP-5002", display_name: "Spadag helg", from_time: "11:00", product_group_fk: group2(0), url: "spadag-helg", order_limit: 20, parent_brp_product_id: 5001 },
    { brp_product_id: 5003, brp_product_number: "SP-5003", display_name: "Spa og middag", from_time: "17:00", product_group_fk: group2(1), url: "spa-middag", order_limit: 10 },
    { brp_product_id: 5004, brp_product_number: "SP-5004", display_name: "Kveldsspa", from_time: "19:00", product_group_fk: group2(2), url: "kveldsspa", order_limit: -1 }
  ]).execute();
  await trx.insertInto("restrictions").values([
    { spa_product_fk: 5001, priority: 0, is_global: true, is_product_available: true, date_filter_fk: filter(4) },
    { spa_product_fk: 5001, priority: 1, is_product_available: false, date_filter_fk: filter(0) },
    { spa_product_fk: 5002, priority: 0, is_global: true, is_product_available: true, date_filter_fk: filter(0) }
  ]).execute();
  await trx.insertInto("included_services").values([
    { product_group_fk: group2(0), title: "Fri tilgang til basseng", title_en: "Free pool access", description: "Basseng, boblebad og badstuer hele dagen.", description_en: "Pool, hot tub and saunas all day.", position: 1 },
    { product_group_fk: group2(0), title: "Badek\xE5pe og t\xF8fler", title_en: "Bathrobe and slippers", position: 2 },
    { product_group_fk: group2(0), title: "Lunsj", title_en: "Lunch", description: "Lunsjbuffet i Brasseriet.", description_en: "Lunch buffet in Brasseriet.", position: 3 },
    { product_group_fk: group2(1), title: "Treretters middag", title_en: "Three-course dinner", description: "Servert i Brasseriet fra kl. 18.", description_en: "Served in Brasseriet from 6 pm.", position: 1 },
    { product_group_fk: group2(1), title: "Fri tilgang til basseng", title_en: "Free pool access", position: 2 },
    { product_group_fk: group2(2), title: "Badstue og dampbad", title_en: "Sauna and steam bath", position: 1 },
    { product_group_fk: group2(2), title: "Te og frukt", title_en: "Tea and fruit", position: 2 }
  ]).execute();
  await trx.insertInto("treatments").values([
    { brp_product_id: 6001, brp_product_number: "TR-6001", display_name: "Klassisk massasje 50 min", display_name_en: "Classic massage 50 min", image_fk: img(9), description: "Avslappende helkroppsmassasje.", description_en: "Relaxing full body massage." },
    { brp_product_id: 6002, brp_product_number: "TR-6002", display_name: "Duo-massasje", display_name_en: "Duo massage", is_dual: true, image_fk: img(9), avoid_empty_time_slots: true, description: "Massasje for to, side om side.", description_en: "A massage for two, side by side." },
    { brp_product_id: 6003, brp_product_number: "TR-6003", display_name: "Ansiktsbehandling", display_name_en: "Facial", image_fk: img(1), description: "Rens, peeling og maske.", description_en: "Cleansing, peeling and a mask.", addition_product_id: 6103, addition_display_name: "\xD8yemaske", addition_display_name_en: "Eye mask", addition_description: "Kj\xF8lende maske for \xF8ynene.", addition_description_en: "A cooling mask for the eyes.", addition_brp_name: "EYEMASK" },
    { brp_product_id: 6004, brp_product_number: "TR-6004", display_name: "Aromamassasje", display_name_en: "Aroma massage", image_fk: img(2), avoid_empty_time_slots: true, description: "Massasje med varme oljer.", description_en: "A massage with warm oils.", addition_product_id: 6104, addition_display_name: "Egen aromaolje", addition_display_name_en: "Own aroma oil", addition_description: "Ta med en flaske hjem.", addition_description_en: "Take a bottle home.", addition_brp_name: "AROMA-OIL" },
    { brp_product_id: 6005, brp_product_number: "TR-6005", display_name: "Hot stone", display_name_en: "Hot stone", image_fk: img(2), description: "Varme steiner l\xF8ser opp spente muskler.", description_en: "Warm stones loosen tense muscles." },
    { brp_product_id: 6006, brp_product_number: "TR-6006", display_name: "Parbad", display_name_en: "Couples bath", is_dual: true, image_fk: img(1), description: "Boblebad for to med utsikt.", description_en: "A hot tub for two with a view." }
  ]).execute();
  await trx.insertInto("day_passes").values([
    { brp_product_id: 7001, brp_product_number: "DP-7001", display_name: "Dagspass", display_name_en: "Day pass", description: "Tilgang til basseng, badstue og hvilerom hele dagen.", description_en: "Pool, sauna and relaxation room all day.", url: "dagspass", from_time: "10:00", image_fk: img(1) },
    { brp_product_id: 7002, brp_product_number: "DP-7002", display_name: "Kveldspass", display_name_en: "Evening pass", description: "Spa fra klokken 17 til stengetid.", description_en: "Spa from 5 pm until closing.", url: "kveldspass", from_time: "17:00", image_fk: img(2) }
  ]).execute();
  await trx.insertInto("day_pass_included_services").values([
    { day_pass_fk: 7001, title: "Basseng og badstue", title_en: "Pool and sauna", position: 1 },
    { day_pass_fk: 7001, title: "H\xE5ndkle", title_en: "Towel", position: 2 },
    { day_pass_fk: 7001, title: "Badek\xE5pe", title_en: "Bathrobe", position: 3 },
    { day_pass_fk: 7002, title: "Basseng og badstue", title_en: "Pool and sauna", position: 1 },
    { day_pass_fk: 7002, title: "Kveldsbuffet", title_en: "Evening buffet", position: 2 }
  ]).execute();
  await trx.insertInto("restrictions").values([
    { day_pass_fk: 7001, priority: 0, is_global: true, is_product_available: true, date_filter_fk: filter(4) },
    { day_pass_fk: 7001, priority: 1, is_product_available: false, date_filter_fk: filter(1) },
    // The evening pass is sold at weekends only.
    { day_pass_fk: 7002, priority: 0, is_global: true, is_product_available: false, date_filter_fk: filter(4) },
    { day_pass_fk: 7002, priority: 1, is_product_available: true, date_filter_fk: filter(0) }
  ]).execute();
  await trx.insertInto("frequent_visitor_passes").values([
    { brp_product_id: 8001, brp_product_number: "FVP-8001", display_name: "10-klippekort spa", display_name_en: "10-visit spa card", description: "Ti bes\xF8k i spaet, gyldig i ett \xE5r.", description_en: "Ten visits to the spa, valid for a year.", url: "klippekort", image_fk: img(1) },
    { brp_product_id: 8002, brp_product_number: "FVP-8002", display_name: "\xC5rskort spa", display_name_en: "Annual spa pass", description: "Fri tilgang til spaet i et \xE5r.", description_en: "Free access to the spa for a year.", url: "arskort", image_fk: img(2) }
  ]).execute();
  await trx.insertInto("room_types").values([
    { clock_id: "RT-DBL", position: 1, display_name: "Dobbeltrom", display_name_en: "Double room", description: "Lyst rom med dobbeltseng.", description_en: "Bright room with a double bed.", details_left: ["22 m\xB2", "Dobbeltseng"], details_left_en: ["22 m\xB2", "Double bed"], details_right: ["Dusj", "Wi-Fi"], details_right_en: ["Shower", "Wi-Fi"], image_ids: [img(4), img(10)].filter((id) => id !== null) },
    { clock_id: "RT-STE", position: 2, display_name: "Suite", display_name_en: "Suite", details_left: ["48 m\xB2"], details_left_en: ["48 m\xB2"], image_ids: [img(3), img(10), img(0)].filter((id) => id !== null) },
    { clock_id: "RT-FAM", position: 3, display_name: "Familierom", display_name_en: "Family room", image_ids: [img(5)].filter((id) => id !== null) }
  ]).execute();
  await trx.insertInto("dictionary_entries").values(
    [
      ["checkout.title", "Checkout", "Kasse"],
      ["checkout.next", "Next", "Neste"],
      ["checkout.back", "Back", "Tilbake"],
      ["checkout.pay", "Pay now", "Betal n\xE5"],
      ["checkout.total", "Total", "Totalt"],
      ["checkout.guests", "Guests", "Gjester"],
      ["checkout.arrival", "Arrival", "Ankomst"],
      ["checkout.departure", "Departure", "Avreise"],
      ["checkout.discountCode", "Discount code", "Rabattkode"],
      ["checkout.specialCode", "Special code", "Spesialkode"],
      ["checkout.terms", "I accept the terms", "Jeg godtar vilk\xE5rene"],
      ["checkout.email", "Email", "E-post"],
      ["checkout.phone", "Phone", "Telefon"],
      ["checkout.firstName", "First name", "Fornavn"],
      ["checkout.lastName", "Last name", "Etternavn"],
      ["spa.chooseTime", "Choose a time", "Velg tidspunkt"],
      ["spa.soldOut", "Sold out", "Utsolgt"],
      ["restaurant.seats", "Seats", "Plasser"],
      ["restaurant.comment", "Comment", "Kommentar"],
      ["hotel.fromPrice", "From", "Fra"]
    ].map(([key, english, norwegian]) => ({ key: key ?? "", english: english ?? "", norwegian: norwegian ?? "" }))
  ).execute();
  await trx.insertInto("blocked_customers").values([
    { email_address: "spam@example.com", phone_number: "", note: "Gjentatte falske bestillinger" },
    { email_address: "", phone_number: "+4799999999", note: "No-show x3" },
    { email_address: "fraud@example.net", phone_number: "+4791234567", note: "Chargeback" }
  ]).execute();
  await trx.insertInto("sections").values(
    ["hero-home", "hero-spa", "hero-hotel", "hero-restaurant", "hero-daypass", "hero-fvp", "hero-treatments", "hero-christmas", "hero-summer", "hero-gift"].map((name3, i) => ({
      name: name3,
      src: `/demo/images/${IMAGE_NAMES[i] ?? "lobby"}.svg`,
      title: `Velkommen ${i + 1}`,
      title_en: `Welcome ${i + 1}`,
      title_font: i % 3,
      title_font_size: 48,
      title_font_size_medium: 36,
      title_font_size_small: 28,
      description: "Opplev fjorden fra f\xF8rste rad.",
      description_en: "Experience the fjord from the front row.",
      description_font: (i + 1) % 3,
      description_font_size: 18,
      description_font_size_medium: 16,
      description_font_size_small: 14
    }))
  ).execute();
  await trx.insertInto("checkout_alerts").values([
    { message_no: "Bassenget er stengt for vedlikehold.", message_en: "The pool is closed for maintenance.", active_from: date(-2), active_to: date(5), hotel_flow: false, spa_flow: true, created_by: "seed" },
    { message_no: "Julebordsesongen er her!", message_en: "The Christmas party season is here!", active_from: date(0), active_to: date(30), hotel_flow: true, spa_flow: true, created_by: "seed" },
    { message_no: "Begrenset parkering i helgen.", message_en: "Limited parking this weekend.", active_from: date(3), active_to: date(6), hotel_flow: true, spa_flow: false, created_by: "seed" }
  ]).execute();
  await trx.insertInto("hotel_metadata").values({
    property_id: "FJORD-001",
    name: "Fjordhotellet",
    address1: "Strandveien 1",
    city: "Balestrand",
    province: "Vestland",
    postal_code: "6899",
    country_code: "NO",
    latitude: 61.208,
    longitude: 6.532,
    phone: "+47 57 69 11 00",
    category: "Hotel",
    website: "https://fjordhotellet.example.no",
    description: "Historisk hotell ved Sognefjorden.",
    photo_url: "/demo/images/fjord-view.svg",
    photo_height: 800,
    photo_width: 1200
  }).execute();
}

// server/seed/restaurants.ts
import dayjs2 from "dayjs";

// server/seed/random.ts
function seededRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = state + 1831565813 >>> 0;
    let t = state;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (p) => next() < p
  };
}

// server/seed/restaurants.ts
var FIRST = ["Kari", "Ola", "Ingrid", "Lars", "Sofie", "Jonas", "Emma", "Henrik", "Nora", "Magnus", "Thea", "Sindre", "Maja", "Eirik", "Hanne", "Anders", "Silje", "Per", "Ida", "Knut"];
var LAST = ["Hansen", "Johansen", "Olsen", "Larsen", "Andersen", "Pedersen", "Nilsen", "Kristiansen", "Jensen", "Karlsen", "Berg", "Haugen", "Dahl", "Lie", "Solberg", "Bakken"];
var MESSAGES = ["", "", "", "Allergi: n\xF8tter", "Bursdag, \xF8nsker kake", "Vindusbord om mulig", "Barnestol", "Glutenfri", "Rullestol", "Jubileum"];
var MEALS = [
  { id: 1, name: "Breakfast", sort_order: 1, from: "07:00", to: "10:00", bookingSlots: ["07:30", "08:00", "08:30", "09:00"] },
  { id: 2, name: "Lunch", sort_order: 2, from: "11:30", to: "14:30", bookingSlots: ["11:30", "12:00", "12:30", "13:00", "13:30"] },
  { id: 3, name: "Dinner", sort_order: 3, from: "17:00", to: "21:00", bookingSlots: ["17:00", "17:30", "18:00", "18:30", "19:00", "19:30", "20:00"] }
];
async function seedRestaurants(trx, today) {
  const rand = seededRandom(20261122);
  const day0 = dayjs2(today).startOf("day");
  await trx.insertInto("restaurants").values([{ id: 1, name: "brasseriet" }, { id: 2, name: "mori" }]).execute();
  await trx.insertInto("restaurant_tables").values([
    ...Array.from({ length: 12 }, (_, i) => ({ restaurant_id: 1, table_number: String(i + 1), position: i })),
    ...Array.from({ length: 9 }, (_, i) => ({ restaurant_id: 2, table_number: `M${i + 1}`, position: i }))
  ]).execute();
  await trx.insertInto("meals").values(MEALS.map(({ id, name: name3, sort_order }) => ({ id, name: name3, sort_order }))).execute();
  const restaurantMeals2 = await trx.insertInto("restaurant_meals").values([1, 2].flatMap((restaurant_id) => MEALS.map((meal) => ({ restaurant_id, meal_id: meal.id })))).returning(["id", "restaurant_id", "meal_id"]).execute();
  const rmId = (restaurant, meal) => restaurantMeals2.find((row) => row.restaurant_id === restaurant && row.meal_id === meal)?.id ?? 0;
  const all = [0, 1, 2, 3, 4, 5, 6];
  await trx.insertInto("availability_rules").values([
    // brasseriet: every day, all meals; a busier weekend dinner; a private event two days ahead.
    { restaurant_fk: 1, restaurant_meal_id: rmId(1, 1), description: "Frokost hver dag", days_of_week: all, time_from: "07:00:00", time_to: "10:00:00", web_seats: 20, manual_seats: 10, priority: 0 },
    { restaurant_fk: 1, restaurant_meal_id: rmId(1, 2), description: "Lunsj hver dag", days_of_week: all, time_from: "11:30:00", time_to: "14:30:00", web_seats: 24, manual_seats: 8, priority: 0 },
    { restaurant_fk: 1, restaurant_meal_id: rmId(1, 3), description: "Middag ukedager", days_of_week: [0, 1, 2, 3, 4], time_from: "17:00:00", time_to: "21:00:00", web_seats: 30, manual_seats: 10, priority: 0 },
    { restaurant_fk: 1, restaurant_meal_id: rmId(1, 3), description: "Middag helg", days_of_week: [5, 6], time_from: "17:00:00", time_to: "21:30:00", web_seats: 40, manual_seats: 12, priority: 1 },
    { restaurant_fk: 1, restaurant_meal_id: rmId(1, 3), description: "Privat selskap", dates: [day0.add(2, "day").format("YYYY-MM-DD")], time_from: "18:00:00", time_to: "20:00:00", web_seats: 6, manual_seats: 4, priority: 5 },
    // mori: lunch and dinner only, closed Mondays.
    { restaurant_fk: 2, restaurant_meal_id: rmId(2, 2), description: "Lunsj tirsdag-s\xF8ndag", days_of_week: [0, 2, 3, 4, 5, 6], time_from: "11:30:00", time_to: "14:00:00", web_seats: 16, manual_seats: 4, priority: 0 },
    { restaurant_fk: 2, restaurant_meal_id: rmId(2, 3), description: "Middag tirsdag-s\xF8ndag", days_of_week: [0, 2, 3, 4, 5, 6], time_from: "17:00:00", time_to: "21:00:00", web_seats: 20, manual_seats: 6, priority: 0 },
    { restaurant_fk: 2, restaurant_meal_id: rmId(2, 2), description: "Julelunsj", dates: [day0.add(5, "day").format("YYYY-MM-DD"), day0.add(6, "day").format("YYYY-MM-DD")], time_from: "12:00:00", time_to: "15:00:00", web_seats: 30, manual_seats: 10, priority: 3 }
  ]).execute();
  const bookings = [];
  for (let offset = -3; offset <= 7; offset++) {
    const day2 = day0.add(offset, "day");
    for (const restaurant of [1, 2]) {
      for (const meal of MEALS) {
        if (restaurant === 2 && (meal.id === 1 || day2.day() === 1)) continue;
        const count = rand.int(meal.id === 3 ? 6 : 2, meal.id === 3 ? 14 : 7);
        for (let i = 0; i < count; i++) {
          const time2 = rand.pick(meal.bookingSlots);
          const past = offset < 0;
          let status = rand.chance(0.1) ? "Cancelled" : rand.chance(0.06) ? "Withdrawn" : past || offset === 0 && rand.chance(0.3) ? "Completed" : "Created";
          if (offset === 0 && status === "Created" && rand.chance(0.25)) status = "Completed";
          const visited = status === "Completed";
          const at = day2.format("YYYY-MM-DD") + `T${time2}:00`;
          const first = rand.pick(FIRST);
          const last = rand.pick(LAST);
          const tables = restaurant === 1 ? ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"] : ["M1", "M2", "M3", "M4", "M5", "M6", "M7", "M8", "M9"];
          bookings.push({
            restaurant_id: restaurant,
            booking_date_time: at,
            name: `${first} ${last}`,
            phone_number: `+47 9${rand.int(10, 99)} ${rand.int(10, 99)} ${rand.int(100, 999)}`,
            email: rand.chance(0.6) ? `${first}.${last}@example.no`.toLowerCase() : "",
            message: rand.pick(MESSAGES),
            booked_seats: rand.int(1, 6),
            status,
            visited,
            arrived_at: visited ? dayjs2(at).add(rand.int(0, 15), "minute").toISOString() : null,
            table_numbers: rand.chance(0.4) ? [rand.pick(tables)] : [],
            source: rand.pick([0, 0, 1, 2]),
            clock_booking_number: rand.chance(0.2) ? `CB${rand.int(1e5, 999999)}` : null,
            brp_order_number: rand.chance(0.1) ? `BRP${rand.int(1e4, 99999)}` : null,
            created_by: rand.chance(0.5) ? "checkout-web" : "seed",
            created_at: day2.subtract(rand.int(1, 20), "day").toISOString()
          });
        }
      }
    }
  }
  await trx.insertInto("bookings").values(bookings).execute();
  await trx.insertInto("blocked_meal_times").values({ restaurant_id: 1, meal_time: `${day0.format("YYYY-MM-DD")}T13:30:00`, created_by: "seed" }).execute();
}

// server/seed/seed.ts
async function seedIfEmpty(db, today = /* @__PURE__ */ new Date()) {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom("restaurants").select("id").limit(1).executeTakeFirst();
    if (existing) return false;
    await seedRestaurants(trx, today);
    await seedContent(trx, today);
    return true;
  });
}

// server/idp/provider.ts
import Provider, { errors } from "oidc-provider";
function createProvider(settings, secrets) {
  const apiScopeName = settings.apiScope.split("/").pop() ?? "access_as_user";
  const configuration = {
    clients: [
      {
        client_id: settings.clientId,
        client_name: "Checkout Admin",
        token_endpoint_auth_method: "none",
        application_type: "web",
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        redirect_uris: settings.appOrigins.map((origin2) => `${origin2}/redirect.html`),
        post_logout_redirect_uris: settings.appOrigins.map((origin2) => `${origin2}/`)
      }
    ],
    jwks: { keys: [secrets.signingKey] },
    cookies: { keys: secrets.cookieKeys },
    claims: {
      openid: ["sub"],
      profile: ["name", "preferred_username"],
      email: ["email"]
    },
    // MSAL reads name and preferred_username from the id token of the code flow.
    conformIdTokenClaims: false,
    scopes: ["openid", "profile", "email", "offline_access"],
    findAccount: (_ctx, id) => {
      const account = accountById(id);
      if (!account) return void 0;
      return {
        accountId: account.id,
        claims: () => ({ sub: account.id, name: account.name, preferred_username: account.username, email: account.email })
      };
    },
    interactions: { url: (_ctx, interaction) => `/idp/interaction/${interaction.uid}` },
    // The console is first-party: grant what it asks for without a consent screen.
    loadExistingGrant: async (ctx) => {
      const { client, session, result, provider } = ctx.oidc;
      if (!client || !session?.accountId) return void 0;
      const existing = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (existing) {
        const found = await provider.Grant.find(existing);
        if (found) return found;
      }
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope("openid profile email offline_access");
      grant.addResourceScope(settings.audience, settings.apiScope);
      await grant.save();
      session.grantIdFor(client.clientId, grant.jti);
      return grant;
    },
    extraTokenClaims: (_ctx, token) => {
      if (token.kind !== "AccessToken") return void 0;
      const account = token.accountId ? accountById(token.accountId) : void 0;
      return { scp: apiScopeName, name: account?.name, preferred_username: account?.username };
    },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Session: 14 * 24 * 3600,
      Grant: 14 * 24 * 3600,
      RefreshToken: 14 * 24 * 3600
    },
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: (_ctx, _client, oneOf) => oneOf ?? settings.audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== settings.audience) throw new errors.InvalidTarget();
          return {
            scope: settings.apiScope,
            audience: settings.audience,
            accessTokenFormat: "jwt",
            accessTokenTTL: 3600,
            jwt: { sign: { alg: "RS256" } }
          };
        }
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = "html";
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = "html";
          ctx.body = messagePage("Signed out", "You have been signed out.");
        }
      }
    },
    renderError: (ctx, out) => {
      ctx.type = "html";
      ctx.body = messagePage("Sign-in error", String(out.error_description ?? out.error));
    },
    pkce: { required: () => true }
  };
  return new Provider(settings.issuer, configuration);
}

// server/idp/keys.ts
import { generateKeyPairSync, randomBytes as randomBytes2 } from "node:crypto";
import { mkdir as mkdir2, readFile as readFile3, writeFile } from "node:fs/promises";
import path5 from "node:path";
import { calculateJwkThumbprint, exportJWK, importJWK } from "jose";
async function loadIdpSecrets(dir) {
  const file = path5.join(dir, "idp-secrets.json");
  try {
    const stored = JSON.parse(await readFile3(file, "utf8"));
    await importJWK(stored.signingKey, "RS256");
    return stored;
  } catch (err) {
    if (err.code !== "ENOENT") throw err;
  }
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  const signingKey = { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: "RS256", use: "sig" };
  const secrets = { signingKey, cookieKeys: [randomBytes2(32).toString("base64url")] };
  await mkdir2(dir, { recursive: true });
  await writeFile(file, JSON.stringify(secrets), { mode: 384 });
  return secrets;
}
function publicJwk(key) {
  const { kty, n, e, kid, alg, use } = key;
  return { kty, n, e, kid, alg, use };
}

// server/main.ts
async function main() {
  const config = loadConfig();
  const handle = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, createApart: true }).catch((err) => {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  });
  await migrate(handle.db);
  const seeded = await seedIfEmpty(handle.db);
  let idp;
  let verifyToken;
  if (config.auth.localIdp) {
    const secrets = await loadIdpSecrets(path6.join(config.dataDir, "idp"));
    const origins = [new URL(config.publicUrl).origin, ...(process.env.DEV_ORIGINS ?? "http://localhost:5173").split(",")];
    idp = createProvider(
      {
        issuer: config.auth.issuer,
        clientId: config.auth.clientId,
        audience: config.auth.audience,
        apiScope: config.auth.apiScope,
        appOrigins: [...new Set(origins.filter(Boolean))]
      },
      secrets
    );
    verifyToken = createVerifier({
      issuer: config.auth.issuer,
      audience: config.auth.audience,
      scope: scopeName(config.auth.apiScope),
      keys: { keys: [publicJwk(secrets.signingKey)] }
    });
  } else {
    verifyToken = createVerifier({
      issuer: config.auth.issuer,
      audience: config.auth.audience,
      scope: scopeName(config.auth.apiScope),
      keys: new URL(config.auth.jwksUrl)
    });
  }
  const catalogs = seededCatalogs;
  const app = await buildApp({ config, db: handle.db, listen: handle.listen, verifyToken, idp, catalogs });
  const shutdown = async (signal) => {
    app.log.info({ signal }, "shutting down");
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: config.publicUrl, database: handle.kind, dataDir: config.databaseUrl ? void 0 : config.dataDir, seeded },
    `Checkout Admin ready at ${config.publicUrl}`
  );
}
function scopeName(scope) {
  return scope.split("/").pop() ?? scope;
}
main().catch((err) => {
  console.error(err);
  process.exit(1);
});
