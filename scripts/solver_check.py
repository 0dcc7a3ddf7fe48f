#!/usr/bin/env python3
"""Solves again, with Kiwi (kiwisolver: the Cassowary algorithm in C++), every constraint system
the lab's solver solved (`ConstraintSolver`, written one a line by `SCHMEEBOARD_SOLVER_DUMP`), and
checks that the two agree: every unknown (an item's origin or size along one axis) within 1e-6
pt, and the same required rows broken, each reported with the rows it contradicts.

The lab orders rows by priority, a required one first, and within a priority by their place;
its stays keep what the constraints leave open, a size before an origin. Kiwi minimizes a
weighted sum of the optional rows' errors instead, so each priority becomes a strength far above
the next lower one (the Auto Layout Guide's "in priority order from highest to lowest"), and a
stay on a size weighs twice a stay on an origin. Required rows are added in the lab's order, and
one Kiwi refuses as unsatisfiable is one the lab must have broken and reported; the rows the lab
names with it must contradict it (without any one of them, Kiwi accepts it).

Usage: solver_check.py SYSTEMS.jsonl
"""

import json
import os
import sys

import kiwisolver as kiwi

REQUIRED = 1000.0
TOLERANCE = 1e-6
# The weakest optional priority's strength, and the factor between one priority and the next
# lower, at most: the highest must stay below Kiwi's required strength (about 1e9).
BOTTOM = 1.0
STEP = 1000.0
CEILING = 1e8


def strengths(rows):
    """Kiwi's strength for each optional priority: the lowest 1, each higher STEP times the next
    lower (less when there are so many levels that the highest would pass CEILING)."""
    levels = sorted({row["priority"] for row in rows if row["priority"] < REQUIRED})
    step = STEP
    if len(levels) > 1:
        step = min(STEP, CEILING ** (1 / (len(levels) - 1)))
    return {level: BOTTOM * step**rank for rank, level in enumerate(levels)}


def expression(row, variables):
    return sum(
        (coefficient * variables[unknown] for unknown, coefficient in enumerate(row["coefficients"])
         if coefficient != 0),
        0.0,
    )


def constraint(row, variables):
    left = expression(row, variables)
    value = row["value"]
    if row["relation"] == "==":
        return left == value
    if row["relation"] == "<=":
        return left <= value
    return left >= value


def order(rows):
    """The rows as the lab adds them: by priority, the highest first, then by place."""
    return sorted(range(len(rows)), key=lambda index: -rows[index]["priority"])


def accepts(rows, held, row):
    """Whether Kiwi accepts required row `row` after the required rows `held`."""
    variables = [kiwi.Variable("v%d" % unknown) for unknown in range(len(rows[row]["coefficients"]))]
    solver = kiwi.Solver()
    for index in held:
        solver.addConstraint(constraint(rows[index], variables))
    try:
        solver.addConstraint(constraint(rows[row], variables))
    except kiwi.UnsatisfiableConstraint:
        return False
    return True


def check(system):
    """The disagreements between Kiwi and the lab on `system`, in words; none when they agree."""
    rows = system["rows"]
    variables = [kiwi.Variable("v%d" % unknown) for unknown in range(system["unknowns"])]
    solver = kiwi.Solver()
    weights = strengths(rows)
    broken = []
    held = []
    for index in order(rows):
        row = rows[index]
        if row["priority"] >= REQUIRED:
            try:
                solver.addConstraint(constraint(row, variables))
                held.append(index)
            except kiwi.UnsatisfiableConstraint:
                broken.append(index)
            continue
        weight = weights[row["priority"]]
        if row["kind"] == "stay":
            size = any(
                coefficient != 0 and unknown % 2 == 1
                for unknown, coefficient in enumerate(row["coefficients"])
            )
            weight *= 2 if size else 1
        solver.addConstraint(constraint(row, variables) | weight)
    solver.updateVariables()
    problems = []
    for unknown, (variable, value) in enumerate(zip(variables, system["values"])):
        if abs(variable.value() - value) > TOLERANCE:
            problems.append(
                "unknown %d (%s of item %d): Kiwi %r, the lab %r"
                % (unknown, "size" if unknown % 2 else "origin", unknown // 2, variable.value(), value)
            )
    reported = {conflict["broken"]: conflict["involved"] for conflict in system["conflicts"]}
    if sorted(reported) != sorted(broken):
        problems.append(
            "required rows broken: Kiwi %s, the lab %s" % (sorted(broken), sorted(reported))
        )
    for row, involved in reported.items():
        if accepts(rows, involved, row):
            problems.append("row %d does not contradict the rows reported with it, %s" % (row, involved))
        for left_out in involved:
            if not accepts(rows, [index for index in involved if index != left_out], row):
                problems.append(
                    "row %d contradicts the rows reported with it without row %d" % (row, left_out)
                )
    return problems


def main():
    if len(sys.argv) != 2:
        print("usage: solver_check.py SYSTEMS.jsonl", file=sys.stderr)
        return 64
    systems = []
    if os.path.exists(sys.argv[1]):
        with open(sys.argv[1]) as lines:
            # Each distinct system once, in the order first written.
            systems = list(dict.fromkeys(line.strip() for line in lines if line.strip()))
    if not systems:
        print("solver-check: no constraint system was written to " + sys.argv[1], file=sys.stderr)
        return 1
    failures = 0
    rows = conflicts = 0
    for text in systems:
        system = json.loads(text)
        rows += len(system["rows"])
        conflicts += len(system["conflicts"])
        problems = check(system)
        if problems:
            failures += 1
            if failures <= 5:
                print("  FAIL " + text)
                for problem in problems:
                    print("       " + problem)
    print(
        "solver-check: %d distinct systems (%d rows, %d conflicts reported): "
        "%d agree with Kiwi, %d do not" % (len(systems), rows, conflicts, len(systems) - failures, failures)
    )
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
