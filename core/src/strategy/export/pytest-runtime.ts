/**
 * The fixed Python files of an exported pytest project: the instruments (simulated, so the sequence
 * runs out of the box) and the conftest that loads the limits, runs the measurements, stops after a
 * failed gate step and writes the results. Python 3.9+ and pytest 7+ (Debian bookworm's
 * python3-pytest is 7.2), standard library only.
 */

export const INSTRUMENTS_PY = `"""The test station: the instruments the sequence talks to.

\`SimulatedStation\` answers every measurement from the limits file, so the sequence runs out of the
box and shows what it would do. To test real boards, write a class with the same methods that drives
your instruments and fixture switching (units: V, A, ohm, Hz) and select it with
\`STUDIO_STATION=module:ClassName\` (the module must be importable from this folder).

Fault injection for trying the sequence itself: \`STUDIO_SIM_FAULT="rail:+3V3/L1,shorts/L2"\` makes the
simulated station answer outside those limits (step id / limit id, as in limits.json).
"""
import math
import os


class SimulatedStation:
    """Every method takes the limit it measures for: a real station ignores it, the simulation reads it."""

    def __init__(self, plan):
        self.plan = plan
        self.faults = {k.strip() for k in os.environ.get("STUDIO_SIM_FAULT", "").split(",") if k.strip()}
        self.powered = False
        self.log = []

    # -- power ------------------------------------------------------------------------------------
    def power_on(self, net, volts, current_limit_a):
        self.log.append(("power_on", net, volts, current_limit_a))
        self.powered = True

    def power_off(self):
        if self.powered:
            self.log.append(("power_off",))
        self.powered = False

    # -- measurements -----------------------------------------------------------------------------
    def resistance(self, net, reference, limit):
        return self._answer(limit)

    def voltage(self, net, reference, limit):
        return self._answer(limit)

    def current(self, net, limit):
        return self._answer(limit)

    def frequency(self, net, limit):
        return self._answer(limit)

    def check(self, step, limit):
        """A functional check (programming, bus, LED, button): returns what was observed."""
        if self._key(limit) in self.faults:
            return "failed"
        return limit.get("expected") or "passes"

    # -- simulation -------------------------------------------------------------------------------
    def _key(self, limit):
        return "%s/%s" % (limit["step"], limit["id"])

    def _answer(self, limit):
        low, high, nominal = limit.get("min"), limit.get("max"), limit.get("nominal")
        if self._key(limit) in self.faults:
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

export const CONFTEST_PY = `"""Loads limits.json, gives the tests a \`seq\` fixture that measures and judges, stops the sequence
after a failed gate step (shorts, power-up: testing on would power a short), powers the board off at
the end and writes every measurement to results.json (or STUDIO_RESULTS)."""
import json
import math
import os
import warnings

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


class Sequence:
    def __init__(self, plan, station):
        self.plan = plan
        self.station = station
        self.results = []

    def power_up(self, step_id):
        supplies = self.plan.step(step_id)["supplies"]
        unset = [s["net"] for s in supplies if s["voltage_v"] is None]
        if unset:
            pytest.fail("%s: the supply voltage of %s is not set in limits.json" % (step_id, ", ".join(unset)))
        for supply in supplies:
            self.station.power_on(supply["net"], supply["voltage_v"], supply["current_limit_a"])

    def __call__(self, step_id, limit_id):
        step = self.plan.step(step_id)
        limit = self.plan.limit(step_id, limit_id)
        quantity = limit["quantity"]
        if quantity == "check":
            observed = self.station.check(step, limit)
            passed = observed == limit["expected"]
            self._record(limit, observed, passed)
            assert passed, "%s: expected %r, observed %r" % (limit["label"], limit["expected"], observed)
            return observed
        if quantity == "resistance":
            value = self.station.resistance(limit["net"], limit["reference"], limit)
        elif quantity == "voltage":
            value = self.station.voltage(limit["net"], limit["reference"], limit)
        elif quantity == "current":
            value = self.station.current(limit["net"], limit)
        elif quantity == "frequency":
            value = self.station.frequency(limit["net"], limit)
        else:
            raise ValueError("unknown quantity %r" % quantity)
        low, high = limit["min"], limit["max"]
        passed = not math.isnan(value) and (low is None or value >= low) and (high is None or value <= high)
        self._record(limit, value, passed)
        if low is None and high is None:
            warnings.warn("%s / %s: no limits set; measured %g %s" % (step_id, limit["label"], value, limit["unit"]))
        assert passed, "%s: %g %s outside [%s, %s]" % (limit["label"], value, limit["unit"], low, high)
        return value

    def _record(self, limit, value, passed):
        self.results.append(
            {
                "step": limit["step"],
                "limit": limit["id"],
                "label": limit["label"],
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
