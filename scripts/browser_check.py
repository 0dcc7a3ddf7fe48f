#!/usr/bin/env python3
"""Renders the README's pictures and an HTML report in headless Chromium and checks the pixels
against the numbers the tool measured.

For every worst screen (framed in red): the pink band between the gray view and the keyboard,
or the covered depth between the keyboard's top and the gray view's hidden bottom edge (blue),
measured in pixels down one column, matches the worst sample's gap at the drawing's scale within
one pixel. The scale itself is read from the pixels: the screen's height in pixels over the
sample's view height in points. Nothing is blank, and nothing touches the picture's edges (a
clipped label or screen would).

Usage: browser_check.py BIN_DIR ROOT CHROMIUM WORK_DIR
"""

import json
import os
import re
import shlex
import subprocess
import sys
import xml.etree.ElementTree as ElementTree

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import png  # noqa: E402

SVG = "{http://www.w3.org/2000/svg}"
WORST_FRAME = (0xE0, 0x00, 0x1B)
HIDDEN_EDGE = (0x00, 0x50, 0xFF)
PINK = (0xFF, 0x66, 0xFF)
GRAY = (0xBF, 0xBF, 0xBF)
KEYBOARD = (0xCD, 0xD0, 0xD6)
KEY = (0xF7, 0xF7, 0xF7)
BEZEL = (0x1C, 0x1C, 0x1E)
WHITE = (0xFF, 0xFF, 0xFF)
failures = []


def fail(message):
    failures.append(message)
    print("  FAIL " + message)


def distance(a, b):
    return max(abs(a[i] - b[i]) for i in range(3))


def nearest(pixel, palette):
    return min(palette, key=lambda name: distance(pixel, palette[name]))


def run(bin_dir, variant, arguments):
    result = subprocess.run(
        [os.path.join(bin_dir, variant)] + arguments, capture_output=True, text=True, check=True)
    return result.stdout


def screenshot(chromium, url, width, height, out):
    subprocess.run(
        [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
         "--force-device-scale-factor=1", "--default-background-color=ffffffff",
         f"--window-size={width},{height}", f"--screenshot={out}", url],
        capture_output=True, check=True, timeout=120)
    return png.read(out)


def worst_frames(image):
    """The red frames' outer boxes, top to bottom: rows with a long run of the frame's colour."""
    runs = {}
    for y in range(image.height):
        row = image.rows[y]
        channels = image.channels
        x = 0
        while x < image.width:
            start = x
            while x < image.width and distance(
                    tuple(row[x * channels:x * channels + 3]), WORST_FRAME) < 60:
                x += 1
            if x - start >= 30:
                runs.setdefault((start, x - 1), []).append(y)
            x = max(x, start + 1)
    frames = []
    for (left, right), ys in runs.items():
        # Frames in one column: their edges are bands of rows, a top edge then a bottom edge.
        bands = []
        for y in ys:
            if bands and y - bands[-1][1] <= 2:
                bands[-1][1] = y
            else:
                bands.append([y, y])
        for top, bottom in zip(bands[0::2], bands[1::2]):
            frames.append((left, top[0], right, bottom[1]))
    return sorted(frames, key=lambda frame: (frame[1], frame[0]))


def measure(image, frame, sample, label):
    """Checks the worst screen inside `frame` against `sample`'s gap."""
    left, top, right, bottom = frame
    x = left + (right - left) // 4
    palette = {"pink": PINK, "gray": GRAY, "keyboard": KEYBOARD, "key": KEY, "bezel": BEZEL,
               "edge": HIDDEN_EDGE, "white": WHITE, "frame": WORST_FRAME}
    column = [nearest(image.pixel(x, y), palette) for y in range(top, bottom + 1)]
    inside = [i for i, name in enumerate(column) if name not in ("bezel", "white", "frame")]
    if not inside:
        fail(f"{label}: the worst screen is blank")
        return
    view_pixels = inside[-1] - inside[0] + 1
    scale = view_pixels / sample["viewHeight"]
    gap = sample["viewHeight"] - sample["keyboardHeight"] - sample["grayBottom"]
    if gap > 0:
        measured = column.count("pink")
        expected = gap * scale
        what = "pink band"
    else:
        keyboard = [i for i in inside if column[i] in ("keyboard", "key")]
        edge = [i for i in inside if column[i] == "edge"]
        if not keyboard or not edge:
            if sample["grayBottom"] <= sample["viewHeight"]:
                fail(f"{label}: no keyboard or no hidden edge in the worst screen")
            return
        measured = (edge[0] + edge[-1] + 1) / 2 - keyboard[0]
        expected = -gap * scale
        what = "covered depth"
    ok = abs(measured - expected) <= 1
    print(f"  {'ok  ' if ok else 'FAIL'} {label}: {what} {measured:.1f} px, expected "
          f"{expected:.1f} px ({abs(gap):.1f} pt at {scale:.4f} px/pt)")
    if not ok:
        failures.append(f"{label}: {what} {measured:.1f} px, expected {expected:.1f} px")


def check_not_blank_or_clipped(image, box, label):
    """Something is drawn inside `box`, nothing outside it, and nothing on its edge."""
    left, top, right, bottom = box
    colours = set()
    for y in range(top, bottom, 7):
        for x in range(left, right, 7):
            colours.add(image.pixel(x, y))
    if len(colours) < 8:
        fail(f"{label}: blank ({len(colours)} colours)")
    touching = 0
    for x in range(left, right):
        for y in (top, top + 1, bottom - 2, bottom - 1):
            touching += image.pixel(x, y) != WHITE
    for y in range(top, bottom):
        for x in (left, left + 1, right - 2, right - 1):
            touching += image.pixel(x, y) != WHITE
    outside = 0
    for y in range(0, image.height, 3):
        for x in range(0, image.width, 3):
            if not (left <= x < right and top <= y < bottom) and image.pixel(x, y) != WHITE:
                outside += 1
    if touching or outside:
        fail(f"{label}: clipped ({touching} pixels on the edge, {outside} outside)")
    else:
        print(f"  ok   {label}: {len(colours)} colours, nothing on the edge or outside")


def sample_at(timeline, time):
    for sample in timeline["samples"] + [timeline["rest"]]:
        if abs(sample["time"] - time) < 0.0005:
            return sample
    raise ValueError(f"no sample at {time}")


def worst_samples(svg_text):
    """(variant, time) of each worst screen, in document order, from the picture itself."""
    root = ElementTree.fromstring(svg_text)
    found = []
    for strip in root.iter(SVG + "g"):
        if strip.get("class") != "screens":
            continue
        for screen in strip:
            if "worst" in (screen.get("class") or "").split():
                found.append((strip.get("data-variant"), float(screen.get("data-time")),
                              float(screen.get("data-gap"))))
    return found


def check_worst(image, frames, svg_text, document, label):
    timelines = {row["variant"]: timeline
                 for row, timeline in zip(document["summary"], document["timelines"])}
    summary = {row["variant"]: row for row in document["summary"]}
    worst = worst_samples(svg_text)
    if len(frames) != len(worst):
        fail(f"{label}: {len(frames)} red frames on screen, {len(worst)} worst screens drawn")
        return
    for frame, (variant, time, gap) in zip(frames, worst):
        row = summary[variant]
        largest = max(row["largestPink"], row["largestCover"])
        if abs(abs(gap) - largest) > 0.11:
            fail(f"{label} {variant}: worst screen's gap {gap} is not the largest mismatch {largest}")
        measure(image, frame, sample_at(timelines[variant], time), f"{label} {variant}")


def main():
    bin_dir, root, chromium, work = sys.argv[1:5]
    listing = os.path.join(root, "docs", "images", "pictures.txt")
    for line in open(listing, encoding="utf-8"):
        if not line.strip() or line.startswith("#"):
            continue
        name, variant, *arguments = shlex.split(line)
        print(f"{name}: {variant} {' '.join(arguments)}")
        path = os.path.join(root, "docs", "images", name)
        svg_text = open(path, encoding="utf-8").read()
        width = int(float(re.search(r'width="([0-9.]+)"', svg_text).group(1)))
        height = int(float(re.search(r'height="([0-9.]+)"', svg_text).group(1)))
        json_arguments = [a for a in arguments if a not in ("--format", "svg")] + ["--format", "json"]
        document = json.loads(run(bin_dir, variant, json_arguments))
        # A page larger than the picture: what lies outside it must stay white.
        image = screenshot(chromium, "file://" + path, width + 40, height + 40,
                           os.path.join(work, name + ".png"))
        check_not_blank_or_clipped(image, (0, 0, width, height), name)
        check_worst(image, worst_frames(image), svg_text, document, name)

    print("report.html: CorrectedSchmeeboard3 --compare all --format html")
    page = run(bin_dir, "CorrectedSchmeeboard3", ["--compare", "all", "--format", "html"])
    document = json.loads(run(bin_dir, "CorrectedSchmeeboard3", ["--compare", "all", "--format", "json"]))
    report = os.path.join(work, "report.html")
    with open(report, "w", encoding="utf-8") as file:
        file.write(page)
    dom = subprocess.run(
        [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", "file://" + report],
        capture_output=True, text=True, check=True, timeout=120).stdout
    charts = dom.count('<svg class="chart"')
    strips = dom.count('<svg class="screens"')
    runs = len(document["timelines"])
    if charts != runs or strips != runs:
        fail(f"report.html: {charts} charts and {strips} screen strips for {runs} variants")
    else:
        print(f"  ok   report.html: {charts} charts and {strips} screen strips in the browser's DOM")
    heights = sum(float(h) for h in re.findall(r'<svg class="[a-z]+"[^>]* height="([0-9.]+)"', page))
    image = screenshot(chromium, "file://" + report, 1100, int(heights) + 1200,
                       os.path.join(work, "report.png"))
    bottom = image.height - 1
    while bottom > 0 and all(image.pixel(x, bottom) == WHITE for x in range(0, image.width, 2)):
        bottom -= 1
    if bottom > image.height - 100:
        fail("report.html: the page runs to the bottom of the window; the check cannot see it all")
    check_not_blank_or_clipped(image, (0, 0, image.width, image.height), "report.html")
    svg_parts = "".join(re.findall(r'<svg class="screens".*?</svg>', page, re.S))
    check_worst(image, worst_frames(image), "<svg xmlns=\"http://www.w3.org/2000/svg\">"
                + svg_parts + "</svg>", document, "report.html")
    if failures:
        print(f"browser check: {len(failures)} failures")
        sys.exit(1)
    print("browser check: every picture matches its numbers")


if __name__ == "__main__":
    main()
