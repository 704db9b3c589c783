/**
 * The fixed Python files of an exported pytest project: the instruments (a simulated station that
 * works by channel, so the sequence runs out of the box) and the conftest that loads the limits,
 * measures through the channels each test names, fails what has no limits or no channel, stops after
 * a failed gate step and writes the results. Python 3.9+ and pytest 7+ (Debian bookworm's
 * python3-pytest is 7.2), standard library only.
 */

export const INSTRUMENTS_PY = `"""The test station: the instruments the sequence talks to, by tester channel.

Every measurement names the station channels it goes through (\`hi\`, \`lo\`: "MUX.3", "PSU1.S-"), as
the fixture's interface mapping wires them to probes (limits.json's \`fixture\`). A real station
switches those channels to its instruments; write a class with the methods of \`SimulatedStation\`
(units: V, A, ohm, Hz) and select it with \`STUDIO_STATION=module:ClassName\` (the module must be
importable from this folder).

\`SimulatedStation\` is a good board behind the fixture: a channel reaches the net its probe touches,
and a measurement between two nets answers inside the limits the plan sets for those nets. A channel
the fixture does not wire is an error, as on a real station. Fault injection for trying the sequence:
\`STUDIO_SIM_FAULT="rail:+3V3/L1,shorts/L2"\` makes the nets of those limits (step id / limit id, as in
limits.json) measure outside them.
"""
import math
import os


class StationError(Exception):
    """The station cannot do what it was asked (a channel not wired, a measurement on a powered board)."""


class SimulatedStation:
    def __init__(self, plan):
        data = plan.data
        fixture = data.get("fixture") or {}
        self.wiring = {p["channel"]: p for p in fixture.get("probes", []) if p.get("channel")}
        self.limits = [limit for step in data["steps"] for limit in step["limits"]]
        self.faults = {k.strip() for k in os.environ.get("STUDIO_SIM_FAULT", "").split(",") if k.strip()}
        self.powered = False
        self.log = []

    # -- power ------------------------------------------------------------------------------------
    def power_on(self, force, sense, volts, current_limit_a):
        """Drive the supply whose force channels are \`force\` (sensed at \`sense\`) to \`volts\`, limited to \`current_limit_a\`."""
        nets = {self._net(c) for c in list(force) + list(sense)}
        if len(nets) != 1:
            raise StationError("supply channels %s reach %d nets (%s): force and sense must be on one net"
                               % (", ".join(list(force) + list(sense)), len(nets), ", ".join(sorted(nets))))
        self.log.append(("power_on", tuple(force), tuple(sense), volts, current_limit_a))
        self.powered = True

    def power_off(self):
        if self.powered:
            self.log.append(("power_off",))
        self.powered = False

    # -- measurements -----------------------------------------------------------------------------
    def resistance(self, hi, lo):
        if self.powered:
            raise StationError("resistance between %s and %s measured on a powered board" % (hi, lo))
        return self._answer("resistance", hi, lo)

    def voltage(self, hi, lo):
        return self._answer("voltage", hi, lo)

    def current(self, hi):
        """The current the supply on channel \`hi\` delivers."""
        return self._answer("current", hi, None)

    def frequency(self, hi, lo):
        return self._answer("frequency", hi, lo)

    def check(self, limit, channels):
        """A functional check (programming, bus, LED, button) over the step's channels: what was observed."""
        for channel in channels:
            self._net(channel)
        if self._key(limit) in self.faults:
            return "failed"
        return limit.get("expected") or "passes"

    # -- simulation -------------------------------------------------------------------------------
    def _net(self, channel):
        probe = self.wiring.get(channel)
        if probe is None:
            raise StationError("channel %s is not wired to any probe of the fixture" % channel)
        return probe["net"]

    @staticmethod
    def _key(limit):
        return "%s/%s" % (limit["step"], limit["id"])

    def _answer(self, quantity, hi, lo):
        net = self._net(hi)
        reference = self._net(lo) if lo is not None else None
        if lo is not None and lo == hi:
            raise StationError("%s measured between channel %s and itself" % (quantity, hi))
        known = [l for l in self.limits if l["quantity"] == quantity and l["net"] == net
                 and (reference is None or l["reference"] == reference)]
        if not known:
            return 0.0  # nothing the plan knows between these nets: the simulated board reads nothing
        limit = known[0]
        low, high, nominal = limit.get("min"), limit.get("max"), limit.get("nominal")
        if any(self._key(l) in self.faults for l in known):
            if low is not None:
                return low - abs(low) * 0.5 - 1.0
            if high is not None:
                return high * 2.0 + 1.0
            return math.nan
        if low is not None and high is not None:
            return (low + high) / 2.0
        if nominal is not None:
            return nominal
        if low is not None:
            return low * 10.0 if low > 0 else low + 1.0
        if high is not None:
            return high / 2.0
        return 0.0


def make_station(plan):
    """The station named by STUDIO_STATION (module:ClassName), or the simulated one."""
    name = os.environ.get("STUDIO_STATION", "").strip()
    if not name or name == "simulated":
        return SimulatedStation(plan)
    module_name, _, class_name = name.partition(":")
    if not class_name:
        raise RuntimeError("STUDIO_STATION must be module:ClassName, not %r" % name)
    module = __import__(module_name, fromlist=[class_name])
    return getattr(module, class_name)(plan)
`;

export const CONFTEST_PY = `"""Loads limits.json and gives the tests a \`seq\` fixture that measures through the channels each test
names and judges: a step or measurement without limits fails (measured, so the value shows, but it
fails until limits are set), a measurement whose net no wired probe reaches fails, a check without an
expected outcome fails. Stops the sequence after a failed gate step (shorts, power-up: testing on
would power a short), powers the board off at the end and writes every measurement to results.json
(or STUDIO_RESULTS)."""
import json
import math
import os

import pytest

from instruments import make_station

HERE = os.path.dirname(os.path.abspath(__file__))
_failed_gate = []


class Plan:
    def __init__(self, path):
        with open(path, encoding="utf-8") as f:
            self.data = json.load(f)
        self.steps = {s["id"]: s for s in self.data["steps"]}
        for step in self.data["steps"]:
            for limit in step["limits"]:
                limit["step"] = step["id"]

    def step(self, step_id):
        return self.steps[step_id]

    def limit(self, step_id, limit_id):
        for limit in self.steps[step_id]["limits"]:
            if limit["id"] == limit_id:
                return limit
        raise KeyError("%s has no limit %s" % (step_id, limit_id))


def _unwired(net):
    return "no probe on %s is wired to a tester channel (the fixture's interface mapping gives it none)" % net


class Sequence:
    def __init__(self, plan, station):
        self.plan = plan
        self.station = station
        self.results = []
        self.tied = plan.data.get("fixture") is not None

    def power_up(self, step_id):
        step = self.plan.step(step_id)
        if not step["supplies"]:
            pytest.fail("%s: no supply is set in limits.json" % step_id)
        for supply in step["supplies"]:
            if supply["voltage_v"] is None:
                pytest.fail("%s: the supply voltage of %s is not set in limits.json" % (step_id, supply["net"]))
            if not supply["force"]:
                pytest.fail("%s: %s" % (step_id, self._why_unwired(supply["net"])))
        for supply in step["supplies"]:
            self.station.power_on(supply["force"], supply["sense"], supply["voltage_v"], supply["current_limit_a"])

    def no_limits(self, step_id):
        step = self.plan.step(step_id)
        pytest.fail("%s (%s): no measurement with limits; a step passes only when its limits are set" % (step_id, step["title"]))

    def __call__(self, step_id, limit_id, hi=None, lo=None):
        step = self.plan.step(step_id)
        limit = self.plan.limit(step_id, limit_id)
        quantity = limit["quantity"]
        if quantity == "check":
            if not limit["expected"]:
                self._record(limit, None, False)
                pytest.fail("%s: no expected outcome is set" % limit["label"])
            channels = [p["channel"] for p in step.get("probes", []) if p.get("channel")]
            observed = self.station.check(limit, channels)
            passed = observed == limit["expected"]
            self._record(limit, observed, passed, channels)
            assert passed, "%s: expected %r, observed %r" % (limit["label"], limit["expected"], observed)
            return observed
        if hi is None:
            self._record(limit, None, False)
            pytest.fail("%s: %s" % (limit["label"], self._why_unwired(limit["net"])))
        if quantity != "current" and limit["reference"] is not None and lo is None:
            self._record(limit, None, False)
            pytest.fail("%s: %s" % (limit["label"], self._why_unwired(limit["reference"])))
        if quantity == "resistance":
            value = self.station.resistance(hi, lo)
        elif quantity == "voltage":
            value = self.station.voltage(hi, lo)
        elif quantity == "current":
            value = self.station.current(hi)
        elif quantity == "frequency":
            value = self.station.frequency(hi, lo)
        else:
            raise ValueError("unknown quantity %r" % quantity)
        low, high = limit["min"], limit["max"]
        channels = [c for c in (hi, lo) if c is not None]
        if low is None and high is None:
            self._record(limit, value, False, channels)
            pytest.fail("%s / %s: measured %g %s but no limits are set; set min or max in limits.json"
                        % (step_id, limit["label"], value, limit["unit"]))
        passed = not math.isnan(value) and (low is None or value >= low) and (high is None or value <= high)
        self._record(limit, value, passed, channels)
        assert passed, "%s: %g %s outside [%s, %s]" % (limit["label"], value, limit["unit"], low, high)
        return value

    def _why_unwired(self, net):
        if not self.tied:
            return "the plan is not tied to a fixture, so no measurement has a tester channel; draft it from a test-config version"
        return _unwired(net)

    def _record(self, limit, value, passed, channels=()):
        self.results.append(
            {
                "step": limit["step"],
                "limit": limit["id"],
                "label": limit["label"],
                "channels": list(channels),
                "value": None if isinstance(value, float) and math.isnan(value) else value,
                "unit": limit["unit"],
                "min": limit["min"],
                "max": limit["max"],
                "expected": limit["expected"],
                "passed": passed,
            }
        )


@pytest.fixture(scope="session")
def plan():
    return Plan(os.path.join(HERE, "limits.json"))


@pytest.fixture(scope="session")
def station(plan):
    station = make_station(plan)
    yield station
    station.power_off()


@pytest.fixture(scope="session")
def seq(plan, station):
    sequence = Sequence(plan, station)
    yield sequence
    path = os.environ.get("STUDIO_RESULTS") or os.path.join(HERE, "results.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump({"plan": plan.data["title"], "results": sequence.results}, f, indent=2, ensure_ascii=False)


def pytest_runtest_setup(item):
    if _failed_gate:
        pytest.skip("the sequence stopped: %s failed" % _failed_gate[0])


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    if report.when == "call" and report.failed and getattr(item.function, "gate", False):
        _failed_gate.append(item.name)
`;

export const PYTEST_INI = `[pytest]
addopts = -ra -p no:cacheprovider
python_files = test_*.py
`;
