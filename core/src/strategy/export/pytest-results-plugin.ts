/**
 * The results plugin of an exported pytest project (issue 32, decision 0065; docs/results-api.md):
 * after each session it posts the run to Studio, or keeps it in an outbox folder when Studio cannot
 * be reached and sends it with a later run (or `python3 studio_results.py --flush`). Every run is
 * written to the outbox before it is sent and removed only after Studio confirmed it, under one
 * idempotency key, so a run killed mid-send is sent again and stored once. Standard library only
 * (urllib), Python 3.9+, pytest 7+.
 */

/** `studio.json` of a project exported from Studio: where and for which version runs are posted. */
export function studioTargetJson(target: { strategyVersionId: string; studioUrl: string }): string {
  return `${JSON.stringify({ format: 'studio-results-target', version: 1, ...target }, null, 2)}\n`;
}

/** pytest.ini with the plugin loaded (`-p studio_results` on the addopts line). */
export function withResultsPlugin(pytestIni: string): string {
  return pytestIni.replace(/^addopts = (.*)$/m, (_, opts: string) => `addopts = ${opts} -p studio_results`);
}

export const RESULTS_PLUGIN_PY = `"""Reports every run of this sequence to Studio (production test results).

Set on the station (environment):
  STUDIO_URL      Studio's address, e.g. https://studio.example.com (studio.json's when unset)
  STUDIO_TOKEN    the test station's API token (Settings -> Test stations)
  STUDIO_SERIAL   the board's serial number (or: python3 -m pytest --serial SN123)
  STUDIO_OPERATOR who runs the station (or --operator)          optional
  STUDIO_FIXTURE  the fixture's serial when not the station's    optional
  STUDIO_OUTBOX   folder of runs not yet sent (default: ./studio-outbox)

Without STUDIO_TOKEN nothing is reported. Each run is written to the outbox first, then sent; it
leaves the outbox only when Studio confirmed it. When Studio is unreachable the run stays and is sent
with the next run, or now: python3 studio_results.py --flush. One idempotency key per run makes a
re-send (after a kill, a lost answer) a no-op on Studio's side: every run is stored exactly once.
"""
import datetime
import json
import math
import os
import sys
import time
import urllib.error
import urllib.request
import uuid

HERE = os.path.dirname(os.path.abspath(__file__))
_state = {"started": None, "t0": 0.0, "key": None, "outcomes": {}}


def _now():
    return datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def _target():
    path = os.path.join(HERE, "studio.json")
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    return {}


def _outbox():
    return os.environ.get("STUDIO_OUTBOX") or os.path.join(HERE, "studio-outbox")


def _settings(config=None):
    target = _target()
    option = (lambda name: config.getoption(name)) if config is not None else (lambda name: None)
    return {
        "url": (os.environ.get("STUDIO_URL") or target.get("studioUrl") or "").rstrip("/"),
        "token": os.environ.get("STUDIO_TOKEN", "").strip(),
        "serial": (option("studio_serial") or os.environ.get("STUDIO_SERIAL") or "").strip(),
        "operator": (option("studio_operator") or os.environ.get("STUDIO_OPERATOR") or "").strip(),
        "fixture": os.environ.get("STUDIO_FIXTURE", "").strip(),
        "version": os.environ.get("STUDIO_STRATEGY_VERSION") or target.get("strategyVersionId") or "",
    }


def pytest_addoption(parser):
    group = parser.getgroup("studio", "Studio production results")
    group.addoption("--serial", dest="studio_serial", default=None, help="serial number of the board under test")
    group.addoption("--operator", dest="studio_operator", default=None, help="who runs the station")


def pytest_sessionstart(session):
    _state["started"] = _now()
    _state["t0"] = time.time()
    _state["key"] = "run-" + uuid.uuid4().hex
    _state["outcomes"] = {}


def pytest_runtest_logreport(report):
    name = report.nodeid.split("::")[-1]
    seen = _state["outcomes"].get(name)
    if report.failed:
        _state["outcomes"][name] = "failed"
    elif report.skipped and seen is None:
        _state["outcomes"][name] = "skipped"
    elif report.when == "call" and report.passed and seen is None:
        _state["outcomes"][name] = "passed"


def _probes(step, limit):
    """The test points a measurement goes through: those on its net and reference, else the step's."""
    nets = {limit.get("net"), limit.get("reference")} - {None}
    points = step.get("test_points", [])
    chosen = [tp["label"] for tp in points if tp.get("net") in nets]
    return chosen or [tp["label"] for tp in points]


def _results():
    path = os.environ.get("STUDIO_RESULTS") or os.path.join(HERE, "results.json")
    try:
        if os.path.getmtime(path) + 1 < _state["t0"]:
            return []  # a results file of an earlier session
        with open(path, encoding="utf-8") as f:
            return json.load(f).get("results", [])
    except (OSError, ValueError):
        return []


def _number(v):
    return v if isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) else None


def build_run(settings, passed):
    """The run in Studio's upload format (docs/results-api.md)."""
    with open(os.path.join(HERE, "limits.json"), encoding="utf-8") as f:
        plan = json.load(f)
    results = _results()
    steps = []
    for step in plan["steps"]:
        outcome = _state["outcomes"].get(step["test"])
        if outcome not in ("passed", "failed"):
            continue  # not run: skipped, or the sequence stopped before it
        limits = {l["id"]: l for l in step["limits"]}
        measurements = []
        for r in results:
            if r.get("step") != step["id"]:
                continue
            limit = limits.get(r.get("limit"), {})
            value = r.get("value")
            measurements.append(
                {
                    "id": r.get("limit") or "",
                    "label": r.get("label") or "",
                    "value": _number(value),
                    "observed": value if isinstance(value, str) else None,
                    "unit": r.get("unit") or "",
                    "low": _number(r.get("min")),
                    "high": _number(r.get("max")),
                    "passed": bool(r.get("passed")),
                    "probes": _probes(step, limit),
                }
            )
        steps.append({"id": step["id"], "title": step.get("title", ""), "passed": outcome == "passed", "measurements": measurements})
    run = {
        "format": "studio-test-run",
        "version": 1,
        "idempotencyKey": _state["key"],
        "serial": settings["serial"],
        "strategyVersionId": settings["version"],
        "operator": settings["operator"],
        "startedAt": _state["started"],
        "endedAt": _now(),
        "passed": passed,
        "steps": steps,
    }
    if settings["fixture"]:
        run["fixtureSerial"] = settings["fixture"]
    return run


def keep(run, outbox):
    """Writes the run to the outbox (atomically: a kill leaves the whole file or none)."""
    os.makedirs(outbox, exist_ok=True)
    name = "%s-%s.json" % (run["startedAt"].replace(":", "").replace("-", ""), run["idempotencyKey"])
    tmp = os.path.join(outbox, "." + name + ".tmp")
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(run, f, ensure_ascii=False)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, os.path.join(outbox, name))


def _post(url, token, body):
    request = urllib.request.Request(
        url + "/api/v1/results/runs",
        data=body,
        method="POST",
        headers={"Content-Type": "application/json", "Authorization": "Bearer " + token},
    )
    try:
        with urllib.request.urlopen(request, timeout=float(os.environ.get("STUDIO_TIMEOUT_S", "20"))) as answer:
            return answer.status, answer.read().decode("utf-8", "replace")
    except urllib.error.HTTPError as e:
        return e.code, e.read().decode("utf-8", "replace")


def flush(settings, outbox, say=print):
    """Sends every kept run, oldest first. Returns (sent, kept). Stops at the first unreachable send."""
    if not os.path.isdir(outbox):
        return 0, 0
    names = sorted(n for n in os.listdir(outbox) if n.endswith(".json") and not n.startswith("."))
    sent = 0
    for i, name in enumerate(names):
        path = os.path.join(outbox, name)
        with open(path, "rb") as f:
            body = f.read()
        try:
            status, text = _post(settings["url"], settings["token"], body)
        except (urllib.error.URLError, OSError) as e:
            say("studio: Studio unreachable (%s): %d run(s) kept in %s" % (getattr(e, "reason", e), len(names) - i, outbox))
            return sent, len(names) - i
        if status in (200, 201):
            os.remove(path)
            sent += 1
        elif status in (401, 408, 429) or status >= 500:
            say("studio: Studio answered %d (%s): %d run(s) kept in %s" % (status, text[:200], len(names) - i, outbox))
            return sent, len(names) - i
        else:
            rejected = os.path.join(outbox, "rejected")
            os.makedirs(rejected, exist_ok=True)
            os.replace(path, os.path.join(rejected, name))
            say("studio: Studio refused %s (%d): %s -- moved to %s" % (name, status, text[:500], rejected))
    return sent, 0


def pytest_sessionfinish(session, exitstatus):
    settings = _settings(session.config)
    if not settings["token"]:
        return
    missing = [n for n, k in (("STUDIO_URL", "url"), ("STUDIO_SERIAL or --serial", "serial"), ("STUDIO_STRATEGY_VERSION", "version")) if not settings[k]]
    if missing:
        sys.stderr.write("studio: not reported, set %s\\n" % ", ".join(missing))
        return
    failed = any(o == "failed" for o in _state["outcomes"].values())
    run = build_run(settings, passed=not failed and int(exitstatus) == 0)
    outbox = _outbox()
    keep(run, outbox)
    sent, kept = flush(settings, outbox, say=lambda m: sys.stderr.write(m + "\\n"))
    sys.stderr.write("studio: %d run(s) sent, %d kept\\n" % (sent, kept))


if __name__ == "__main__":
    if sys.argv[1:] != ["--flush"]:
        sys.exit("usage: python3 studio_results.py --flush   (sends the runs kept in the outbox)")
    settings = _settings()
    if not settings["token"] or not settings["url"]:
        sys.exit("set STUDIO_URL and STUDIO_TOKEN")
    sent, kept = flush(settings, _outbox())
    print("studio: %d run(s) sent, %d kept" % (sent, kept))
    sys.exit(1 if kept else 0)
`;
