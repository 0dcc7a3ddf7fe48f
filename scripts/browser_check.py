#!/usr/bin/env python3
"""Renders the README's pictures, its replay page and an HTML report in headless Chromium and
checks the pixels against the numbers the tool measured.

For every worst screen (framed in red): the pink band between the gray view and the keyboard,
or the covered depth between the keyboard's top and the measured edge hidden under it (blue),
measured in pixels down one column, matches the worst sample's gap at the drawing's scale within
one pixel. The scale itself is read from the pixels: the screen's height in pixels over the
sample's view height in points. Nothing is blank, and nothing touches the picture's edges (a
clipped label or screen would).

The pages' replay: opened at `#t=<time>` of each variant's worst sample (the page's script runs
for two seconds of virtual time), each variant's replay screen (framed in teal, in the variants'
order) is measured the same way against that variant's sample; the time shown, every screen's
caption and every chart's cursor are read from the DOM the script left; so is a rest's: the first
rest before a later step, opened at its time on the player, is captioned with the rest's own
time, its gap and its finding at rest (`rest at 2 s · gap 0 pt`, `on the keyboard at rest`).
`#t=garbage` and `#t=-5` show the first frame, `#t=999` the last; Left and Right step a frame and
write its time into the page's address, Space plays and pauses.

Every text of every built-in scenario's pictures (CorrectedSchmeeboard3's single-run SVG, and its
`--compare all` page with the replay at its first frame) is measured where Chromium lays it out,
and no two texts of one SVG may overlap: labels, captions, ticks' numbers and the replay's words.

A user's controller (`schmeeboard --controller`: ScrollToFieldViewController's form on an iPhone
15 with iOS 18, show-hide), which the judge calls stuck on its scroll view's blank inset: the page
says the judge's words and never `pink` with its number; the chart's area at rest, the screen at
rest and the replay at the deciding sample each draw the band as tall as the judge's points at
their own scale (the chart's stretched axis, the screens' pixels a point), in the blank inset's
pale blue and with no pink; the chart's line reaches each rest's gap at the rest's time; and the
replay's words say `blank inset`, no sample's `pink`.

One Chromium (Debian's), launched once by Playwright, renders every page in a tab of its own (the
class Browser), as its `--screenshot` and `--dump-dom` did in a launch each; Pillow reads the
screenshots' pixels.

Usage: browser_check.py BIN_DIR ROOT CHROMIUM WORK_DIR
"""

import json
import math
import os
import re
import shlex
import subprocess
import sys
import xml.etree.ElementTree as ElementTree

from PIL import Image, ImageChops
from playwright.sync_api import sync_playwright

SVG = "{http://www.w3.org/2000/svg}"
WORST_FRAME = (0xE0, 0x00, 0x1B)
REPLAY_FRAME = (0x00, 0xA0, 0xA0)
HIDDEN_EDGE = (0x00, 0x50, 0xFF)
PINK = (0xFF, 0x66, 0xFF)
# A scroll view's blank inset, in the screens and in the chart's area (PictureColors.blankInset).
BLANK_INSET = (0xD6, 0xEB, 0xFF)
GRAY = (0xBF, 0xBF, 0xBF)
KEYBOARD = (0xCD, 0xD0, 0xD6)
KEY = (0xF7, 0xF7, 0xF7)
BEZEL = (0x1C, 0x1C, 0x1E)
WHITE = (0xFF, 0xFF, 0xFF)
BLACK = (0x00, 0x00, 0x00)
# The translucent status bar (white at 0.6) over the gray view, the pink root view and black.
STATUS_OVER_GRAY = (0xE5, 0xE5, 0xE5)
STATUS_OVER_PINK = (0xFF, 0xC2, 0xFF)
STATUS_OVER_BLACK = (0x99, 0x99, 0x99)
ROW_SEPARATOR = (0xC8, 0xC7, 0xCC)
# The verdict's clean tolerance, in points: a screen draws no hidden edge within it.
CLEAN_TOLERANCE = 2
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


# Time enough for a page's script to run before Chromium takes what it shows: virtual time, in
# milliseconds, as `--virtual-time-budget=2000` gave each launch of Chromium before.
SCRIPT_TIME = 2000
# Chromium's default window, where a page is opened at no size of its own.
DEFAULT_WINDOW = {"width": 800, "height": 600}


class Browser:
    """One headless Chromium (Debian's) for every page, driven by Playwright: a launch of Chromium
    costs more CPU than the page it renders, and the check opens some 70 pages.

    Each page is opened as Chromium's own `--screenshot` and `--dump-dom` did: in a new tab, at
    its size (one pixel a CSS pixel) and with scrollbars hidden where asked, loaded, then given
    SCRIPT_TIME of virtual time (Chromium's policy `pauseIfNetworkFetchesPending`, set over the
    tab's DevTools session: its timers fire without waiting out the wall time), then read."""

    def __init__(self, chromium):
        self.playwright = sync_playwright().start()
        self.browser = self.playwright.chromium.launch(
            executable_path=chromium, args=["--no-sandbox", "--disable-gpu"])

    def load(self, url, read, width=None, height=None, hide_scrollbars=False, white=False):
        """Opens `url` in a new tab, lets its script run and returns `read(page)`."""
        size = {"width": width, "height": height} if width else DEFAULT_WINDOW
        page = self.browser.new_page(viewport=size, device_scale_factor=1)
        try:
            session = page.context.new_cdp_session(page)
            if hide_scrollbars:
                session.send("Emulation.setScrollbarsHidden", {"hidden": True})
            page.goto(url, wait_until="load")
            if white:
                session.send("Emulation.setDefaultBackgroundColorOverride",
                             {"color": {"r": 255, "g": 255, "b": 255, "a": 1}})
            expired = []
            session.on("Emulation.virtualTimeBudgetExpired", lambda event: expired.append(event))
            session.send("Emulation.setVirtualTimePolicy",
                         {"policy": "pauseIfNetworkFetchesPending", "budget": SCRIPT_TIME,
                          "maxVirtualTimeTaskStarvationCount": 9999})
            while not expired:
                page.wait_for_timeout(10)
            return read(page)
        finally:
            page.close()

    def close(self):
        self.browser.close()
        self.playwright.stop()


def screenshot(browser, url, width, height, out):
    """What `url` shows in a window `width` by `height` pixels, white where the page draws
    nothing and without scrollbars, as RGB pixels; the PNG is kept at `out`."""
    browser.load(url, lambda page: page.screenshot(path=out), width, height,
                 hide_scrollbars=True, white=True)
    return Image.open(out).convert("RGB")


# The page's DOM as `--dump-dom` printed it: its doctype, then its outerHTML.
DOM = ("(document.doctype ? new XMLSerializer().serializeToString(document.doctype) + '\\n' : '')"
       " + document.documentElement.outerHTML")


def dump_dom(browser, url, width=None, height=None, hide_scrollbars=False):
    """The DOM `url`'s script leaves (in Chromium's default window unless a size is given)."""
    return browser.load(url, lambda page: page.evaluate(DOM), width, height, hide_scrollbars)


def find_frames(image, colour):
    """The boxes of the frames of `colour` (the worst screens' red, the replay's screens' teal),
    top to bottom: rows with a long run of the frame's colour (30 pixels or more, each within a
    distance of 60 of it), found in a mask Pillow makes of the three channels' nearness."""
    near = [band.point(lambda value, c=c: 255 if abs(value - c) < 60 else 0)
            for band, c in zip(image.split(), colour)]
    mask = ImageChops.darker(ImageChops.darker(near[0], near[1]), near[2]).tobytes()
    long_run = re.compile(b"\xff{30,}")
    runs = {}
    for y in range(image.height):
        row = mask[y * image.width:(y + 1) * image.width]
        for match in long_run.finditer(row):
            runs.setdefault((match.start(), match.end() - 1), []).append(y)
    frames = []
    for (left, right), ys in runs.items():
        # Frames in one column: their edges are bands of rows, a top edge then a bottom edge.
        bands = []
        for y in ys:
            if bands and y - bands[-1][1] <= 2:
                bands[-1][1] = y
            else:
                bands.append([y, y])
        # A frame is as tall as a screen; anything flatter (a slider's track) is not one.
        for top, bottom in zip(bands[0::2], bands[1::2]):
            if bottom[1] - top[0] >= 20:
                frames.append((left, top[0], right, bottom[1]))
    return sorted(frames, key=lambda frame: (frame[1], frame[0]))


def measure(image, frame, sample, label):
    """Checks the worst screen inside `frame` against `sample`'s gap."""
    left, top, right, bottom = frame
    x = left + (right - left) // 4
    palette = {"pink": PINK, "blank inset": BLANK_INSET, "gray": GRAY, "keyboard": KEYBOARD, "key": KEY, "bezel": BEZEL,
               "edge": HIDDEN_EDGE, "white": WHITE, "frame": WORST_FRAME, "replay": REPLAY_FRAME,
               "black": BLACK, "status": STATUS_OVER_GRAY, "status over pink": STATUS_OVER_PINK,
               "status over black": STATUS_OVER_BLACK, "row": ROW_SEPARATOR}
    # The hidden edge's blue is the one colour whose blue outweighs its red and green, and stays
    # so where the line's edges blend with the device or the keys.
    column = ["edge" if pixel[2] - max(pixel[0], pixel[1]) > 60 else nearest(pixel, palette)
              for pixel in (image.getpixel((x, y)) for y in range(top, bottom + 1))]
    # The root view: between the device's body above and below it (its chins, and before iOS 7
    # the opaque status bar), whatever it shows (a demo's table is white).
    device = [i for i, name in enumerate(column) if name in ("bezel", "black")]
    inside = [i for i in range(device[0], device[-1]) if column[i] not in ("bezel", "black")] \
        if device else []
    if not inside:
        fail(f"{label}: the worst screen is blank")
        return
    view_pixels = inside[-1] - inside[0] + 1
    scale = view_pixels / sample["viewHeight"]
    # The measured edge: a technique's own where it names one, else the gray view's bottom.
    edge_bottom = sample.get("edgeBottom", sample["grayBottom"])
    gap = sample["viewHeight"] - sample["keyboardHeight"] - edge_bottom
    if abs(gap) <= CLEAN_TOLERANCE:
        # Within the clean tolerance the screen draws no hidden edge, and the gap is under a
        # pixel: there is nothing to measure (KeyboardLayoutGuide's 0.1 pt on iOS 10).
        print(f"  ok   {label}: gap {gap:.1f} pt, within {CLEAN_TOLERANCE} pt, under a pixel")
        return
    if gap > 0:
        # Pink, or a scroll view's blank inset where the judge names one (the controller's page
        # below checks which).
        measured = column.count("pink") + column.count("blank inset")
        expected = gap * scale
        what = "band"
    else:
        edge = [i for i in inside if column[i] == "edge"]
        # The keyboard's top: its first pixel below the content (the gray view, pink, a demo's
        # table), not an anti-aliased edge of the status bar above it.
        content = [i for i in inside if column[i] in ("gray", "pink", "white", "row")
                   and (not edge or i < edge[0] - 2)]
        keyboard = [i for i in inside if column[i] in ("keyboard", "key")
                    and (not content or i > content[-1])]
        if not keyboard or not edge:
            if edge_bottom <= sample["viewHeight"]:
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
            colours.add(image.getpixel((x, y)))
    if len(colours) < 8:
        fail(f"{label}: blank ({len(colours)} colours)")
    touching = 0
    for x in range(left, right):
        for y in (top, top + 1, bottom - 2, bottom - 1):
            touching += image.getpixel((x, y)) != WHITE
    for y in range(top, bottom):
        for x in (left, left + 1, right - 2, right - 1):
            touching += image.getpixel((x, y)) != WHITE
    outside = 0
    for y in range(0, image.height, 3):
        for x in range(0, image.width, 3):
            if not (left <= x < right and top <= y < bottom) and image.getpixel((x, y)) != WHITE:
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


def replay_data(page):
    """The numbers a page's replay plays (its `replay-data` script); None when it has no replay."""
    match = re.search(r'<script type="application/json" id="replay-data">(.*?)</script>', page,
                      re.S)
    return json.loads(match.group(1)) if match else None


def rest_times(run):
    """The replay run's entries that are rests, each with the rest's own time."""
    return {rest["entry"]: rest["time"] for rest in run["rests"]}


def entry_sample(timeline, run, index):
    """The sample or rest of `timeline` that the replay run's entry `index` shows: a rest entry's
    rest by its own time (the rests before a later step, then the rest at the end), else the
    sample at the entry's time."""
    rests = rest_times(run)
    if index not in rests:
        return sample_at(timeline, run["times"][index])
    for rest in timeline["rests"] + [timeline["rest"]]:
        if abs(rest["time"] - rests[index]) < 0.0005:
            return rest
    raise ValueError(f"no rest at {rests[index]}")


def caption(run, index):
    """The replay's caption of the run's entry `index`: `1.117 s · pink 20.1 pt`, or for a rest
    `rest at 2 s · blank inset 34 pt` (the rest's own time, which the verdict's reason names)."""
    rests = rest_times(run)
    when = f"rest at {rests[index]} s" if index in rests else f"{run['times'][index]} s"
    return f"{when} · {run['gaps'][index]}"


def latest(times, time):
    """The index of the last of `times` not after `time`; -1 when there is none."""
    found = -1
    for index, value in enumerate(times):
        if value <= time + 0.0005:
            found = index
    return found


def screen_rect(data, picture):
    """The screen's rectangle (its clip) of an encoded picture: the numbers are hundredths of a
    pixel, each less the same number of the shape before, five to a shape with its style first."""
    numbers = [0, 0, 0, 0]
    for at in range(0, len(picture), 5):
        numbers = [numbers[n] + picture[at + 1 + n] for n in range(4)]
        if data["styles"][picture[at]]["place"] == "clip":
            return [number / 100 for number in numbers]
    return None


def check_replay_dom(browser, url, data, index, label):
    """What the script left in the DOM at `url`: the player at its time `index`, each screen's
    caption and clip its run's last sample not after that time, each chart's cursor at that time."""
    dom = dump_dom(browser, url)
    time = data["times"][index]
    problems = []
    shown = re.search(r'<output id="replay-time">([^<]*)</output>', dom)
    if not shown or shown.group(1) != f"{time} s":
        problems.append(f"the time shown is {shown.group(1) if shown else None!r}, not {time} s")
    bodies = re.findall(r'<g class="replay-screen" data-index="[0-9]+".*?</text>\s*</g>', dom, re.S)
    if len(bodies) != len(data["runs"]):
        problems.append(f"{len(bodies)} replay screens for {len(data['runs'])} variants")
    for run, body in zip(data["runs"], bodies):
        sample = latest(run["times"], time)
        numbers = re.search(r'class="replay-numbers">([^<]*)<', body).group(1)
        finding = re.search(r'class="replay-finding">([^<]*)<', body).group(1)
        clip = re.search(r'<rect class="replay-clip"([^>]*)>', body).group(1)
        if sample < 0:
            expected = (data["before"], "", None)
        else:
            expected = (caption(run, sample), data["findings"][run["findings"][sample]],
                        screen_rect(data, run["pictures"][run["frames"][sample]]))
        drawn = [float(re.search(f' {name}="([^"]*)"', clip).group(1))
                 for name in ("x", "y", "width", "height")] if expected[2] else None
        if (numbers, finding, drawn) != expected:
            problems.append(f"{run['variant']} shows {numbers!r}, {finding!r}, screen {drawn}; "
                            f"expected {expected[0]!r}, {expected[1]!r}, screen {expected[2]}")
    cursors = [float(x) for x in re.findall(r'<line [^>]*class="cursor"[^>]* x1="([^"]*)"', dom)]
    if cursors != [data["cursor"]["x"][index]] * len(data["runs"]):
        problems.append(f"the charts' cursors are at {cursors}, not {data['cursor']['x'][index]}")
    for problem in problems:
        fail(f"{label}: {problem}")
    if not problems:
        print(f"  ok   {label}: time {time} s, {len(bodies)} captions and cursors in step")


def check_replay_rest(browser, path, data, label):
    """A rest the judge judged before a later step, of the first run that has one: opened at its
    time on the player (`#t=`), the run's caption gives the rest's own time, its gap and its
    finding at rest (`rest at 2 s · gap 0 pt`, `on the keyboard at rest`), and every screen,
    caption and cursor is in step (check_replay_dom)."""
    for index, run in enumerate(data["runs"]):
        before_step = [rest for rest in run["rests"] if rest["entry"] < len(run["times"]) - 1]
        if not before_step:
            continue
        entry = before_step[0]["entry"]
        time = run["times"][entry]
        url = f"file://{path}#t={time}"
        dom = dump_dom(browser, url)
        body = re.search(f'<g class="replay-screen" data-index="{index}"' r'.*?</text>\s*</g>', dom,
                         re.S).group(0)
        numbers = re.search(r'class="replay-numbers">([^<]*)<', body).group(1)
        finding = re.search(r'class="replay-finding">([^<]*)<', body).group(1)
        expected = (f"rest at {before_step[0]['time']} s · {run['gaps'][entry]}",
                    data["findings"][run["findings"][entry]])
        if (numbers, finding) != expected or not finding.endswith("at rest"):
            fail(f"{label} {run['variant']} #t={time}: the rest's caption is {numbers!r}, "
                 f"{finding!r}, not {expected}")
        else:
            print(f"  ok   {label} {run['variant']} #t={time}: the caption says {numbers!r}, "
                  f"{finding!r}")
        check_replay_dom(browser, url, data, latest(data["times"], time), f"{label} #t={time}")
        return
    print(f"  ok   {label}: no run rests before a later step")


def check_replay_keys(browser, page, data, work, label):
    """The keys, on a copy of `page` whose last script presses them once the page's own script
    has run: Right, Right, Left step to the second frame and write its time into the page's
    address; Space plays (the button then offers to pause) and Space again pauses, leaving the
    time shown in the address. (How far it plays is not checked: headless Chromium's virtual
    time runs timers but hardly any animation frames.)"""
    pressing = """<script>
function press(key) {
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key: key, bubbles: true }));
}
var button = document.getElementById('replay-play');
['ArrowRight', 'ArrowRight', 'ArrowLeft'].forEach(press);
document.body.setAttribute('data-stepped', location.hash);
press(' ');
document.body.setAttribute('data-playing', button.textContent);
setTimeout(function () {
  press(' ');
  document.body.setAttribute('data-paused', button.textContent + ' ' + location.hash);
}, 500);
</script>
</body>"""
    copy = os.path.join(work, "keys.html")
    with open(copy, "w", encoding="utf-8") as file:
        file.write(page.replace("</body>", pressing))
    dom = dump_dom(browser, "file://" + copy)
    body = re.search(r'<body([^>]*)>', dom).group(1)
    found = {}
    for name in ("stepped", "playing", "paused"):
        match = re.search(f' data-{name}="([^"]*)"', body)
        found[name] = match and match.group(1)
    shown = re.search(r'<output id="replay-time">([^<]*) s</output>', dom)
    expected = {"stepped": f"#t={data['times'][1]}", "playing": "pause",
                "paused": f"play #t={shown and shown.group(1)}"}
    if found != expected:
        fail(f"{label}: Right, Right, Left, Space, Space left {found}, not {expected}")
    else:
        print(f"  ok   {label}: Right, Right, Left step to {found['stepped']}; Space plays, "
              f"Space pauses at {found['paused'].split()[1]}")


def check_replay(browser, path, page, document, work, label):
    """The replay of the page at `path` (whose text is `page`): each variant's worst sample as
    `#t=` opens it, measured in the pixels of that variant's replay screen and read in the DOM;
    and the first and last frames for a fragment that is garbage or out of range."""
    data = replay_data(page)
    if data is None:
        fail(f"{label}: no replay")
        return
    timelines = {row["variant"]: timeline
                 for row, timeline in zip(document["summary"], document["timelines"])}
    summary = {row["variant"]: row for row in document["summary"]}
    # The window shows the page down to the replay's screens, with room for what is above them
    # and is not a picture: the header, the summary table, the controls.
    heights = re.findall(r'<svg class="([a-z]+)"[^>]* height="([0-9.]+)"', page)
    kinds = [kind for kind, _ in heights]
    above = sum(float(height) for _, height in heights[:kinds.index("replay") + 1])
    for index, run in enumerate(data["runs"]):
        variant = run["variant"]
        if run["worst"] is None:
            print(f"  ok   {label} {variant}: no worst sample to open")
            continue
        time = run["times"][run["worst"]]
        # `pink 20.1 pt`, `blank inset 34 pt`, `covered 258 pt`: the number before `pt`.
        words = run["gaps"][run["worst"]]
        gap = float(words.split()[-2]) * (-1 if words.startswith("covered") else 1)
        row = summary[variant]
        largest = max(row["largestPink"], row["largestCover"])
        if abs(abs(gap) - largest) > 0.11:
            fail(f"{label} {variant}: the replay's worst gap {gap} is not the largest mismatch "
                 f"{largest}")
        url = f"file://{path}#t={time}"
        name = f"{label} {variant} #t={time}"
        image = screenshot(browser, url, 1100, int(above) + 1000,
                           os.path.join(work, f"replay-{index}.png"))
        boxes = find_frames(image, REPLAY_FRAME)
        if len(boxes) != len(data["runs"]):
            fail(f"{name}: {len(boxes)} replay screens on screen for {len(data['runs'])} variants")
            continue
        measure(image, boxes[index], entry_sample(timelines[variant], run, run["worst"]), name)
        check_replay_dom(browser, url, data, latest(data["times"], time), name)
    check_replay_rest(browser, path, data, label)
    last = len(data["times"]) - 1
    for fragment, index in (("#t=garbage", 0), ("#t=-5", 0), ("#t=999", last), ("", 0)):
        check_replay_dom(browser, f"file://{path}{fragment}", data, index,
                         f"{label} {fragment or 'no fragment'}")
    check_replay_keys(browser, page, data, work, f"{label} keys")


# A page script that measures, once the page's own script has run, every non-empty text of each
# top-level SVG where the browser laid it out (getBoundingClientRect: the font the browser chose,
# not the renderers' estimate), and writes into the body's attributes how many it measured and the
# pairs in one SVG whose boxes overlap by more than half a pixel each way.
MEASURE_TEXTS = """<script>
(function () {
  function own(text) {
    var words = '';
    text.childNodes.forEach(function (node) { if (node.nodeType === 3) words += node.data; });
    return words.trim();
  }
  var measured = 0, overlaps = [];
  document.querySelectorAll('svg').forEach(function (svg) {
    if (svg.parentElement.closest('svg')) return;
    var label = svg.getAttribute('data-label') || svg.getAttribute('class') || 'svg';
    var boxes = [];
    svg.querySelectorAll('text').forEach(function (text) {
      var words = own(text), box = text.getBoundingClientRect();
      if (!words || box.width === 0 || box.height === 0) return;
      boxes.push({ words: words, box: box });
    });
    measured += boxes.length;
    for (var i = 0; i < boxes.length; i++) {
      for (var j = i + 1; j < boxes.length; j++) {
        var a = boxes[i].box, b = boxes[j].box;
        var across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        var down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (across > 0.5 && down > 0.5) {
          overlaps.push(label + ': "' + boxes[i].words + '" and "' + boxes[j].words + '" by ' +
            across.toFixed(1) + ' x ' + down.toFixed(1) + ' px');
        }
      }
    }
  });
  document.body.setAttribute('data-texts', measured);
  document.body.setAttribute('data-overlaps', JSON.stringify(overlaps));
})();
</script>
</body>"""


def page_height(browser, page, width, work):
    """How tall `page` lays out in a window `width` pixels wide, its script run."""
    copy = os.path.join(work, "height.html")
    with open(copy, "w", encoding="utf-8") as file:
        file.write(page.replace("</body>", "<script>document.body.setAttribute('data-height', "
                                "document.documentElement.scrollHeight);</script>\n</body>"))
    dom = dump_dom(browser, "file://" + copy, width, 1000, hide_scrollbars=True)
    return int(re.search(r' data-height="([0-9]+)"', dom).group(1))


def check_text_overlaps(browser, page, work, label):
    """Every text of `page`'s SVGs, measured in Chromium as laid out: no two of one SVG overlap.
    Returns how many texts were measured."""
    copy = os.path.join(work, "texts.html")
    with open(copy, "w", encoding="utf-8") as file:
        file.write(page.replace("</body>", MEASURE_TEXTS))
    dom = dump_dom(browser, "file://" + copy)
    body = re.search(r"<body([^>]*)>", dom).group(1)
    measured = re.search(r' data-texts="([0-9]+)"', body)
    overlaps = re.search(r' data-overlaps="([^"]*)"', body)
    if not measured or not overlaps:
        fail(f"{label}: the texts were not measured")
        return 0
    found = json.loads(overlaps.group(1).replace("&quot;", '"').replace("&amp;", "&"))
    for overlap in found:
        fail(f"{label}: {overlap}")
    if not found:
        print(f"  ok   {label}: {measured.group(1)} texts, no two overlap")
    return int(measured.group(1))


def scenario_names(bin_dir):
    """The built-in scenarios' names, as `--list` prints them."""
    listing = run(bin_dir, "CorrectedSchmeeboard3", ["--list"])
    section = listing.split("Scenarios (--scenario")[1].split("\n\n")[0]
    return re.findall(r"^  ([a-z0-9.-]+) ", section, re.M)


def scenario_output(bin_dir, scenario, arguments):
    """CorrectedSchmeeboard3's output for built-in `scenario` with `arguments`: on the scenario's
    own device and release, else on the first of a few that run it."""
    for place in ([], ["--device", "ipadair2", "--os", "10"], ["--device", "iphone5", "--os", "8"],
                  ["--device", "iphonex", "--os", "14"]):
        result = subprocess.run(
            [os.path.join(bin_dir, "CorrectedSchmeeboard3"), "--scenario", scenario] + place
            + arguments, capture_output=True, text=True)
        if result.returncode == 0:
            return result.stdout
    raise RuntimeError(f"no device runs {scenario}")


def check_every_scenarios_texts(browser, bin_dir, work):
    """The texts of every built-in scenario's pictures, as the browser lays them out: a single
    run's SVG (all of them in one page, each its own SVG) and a `--compare all` page."""
    scenarios = scenario_names(bin_dir)
    pictures = []
    for scenario in scenarios:
        svg = scenario_output(bin_dir, scenario, ["--format", "svg"])
        pictures.append(svg.replace("<svg ", f'<svg data-label="{scenario}.svg" ', 1))
    page = "<!DOCTYPE html>\n<html><body>\n" + "".join(pictures) + "</body></html>\n"
    print(f"every scenario's texts: {len(scenarios)} single-run SVGs, {len(scenarios)} pages")
    check_text_overlaps(browser, page, work, f"{len(scenarios)} single-run SVGs")
    for scenario in scenarios:
        page = scenario_output(bin_dir, scenario, ["--compare", "all", "--format", "html"])
        check_text_overlaps(browser, page, work, f"{scenario} --compare all --format html")


# A user's controller, compiled by `schmeeboard --controller`, whose run the judge calls stuck on
# its scroll view's blank inset: its page must draw that band as the judge measured it.
CONTROLLER = ["--controller", "Examples/Controllers/ScrollToFieldViewController.swift",
              "--layout", "form", "--device", "iphone15", "--os", "18", "--scenario", "show-hide"]

# What the browser reads of the controller's page once its script has run: where the last chart's
# plot frame and the screens' blank insets and root views lie in the window, in CSS pixels (one a
# screen pixel), with each rectangle's own height attribute; and the page's text.
READ_CONTROLLER_PAGE = """() => {
  function box(element) {
    var r = element.getBoundingClientRect();
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom,
             height: Number(element.getAttribute('height')) };
  }
  function screen(group) {
    var inset = group.querySelector('rect.blank-inset');
    return { inset: inset && box(inset), root: box(group.querySelector('rect.root-view')),
             time: group.getAttribute('data-time'), words: group.textContent };
  }
  var chart = document.querySelector('svg.chart');
  var replay = document.querySelector('.replay-screen');
  return {
    plot: box(chart.querySelector('rect[fill="none"][stroke-width="0.5"]')),
    range: Number(chart.querySelector('g.chart').getAttribute('data-range')),
    duration: Number(chart.querySelector('g.chart').getAttribute('data-duration')),
    line: (function (line) {
      var matrix = line.getScreenCTM();
      return Array.prototype.map.call(line.points, function (point) {
        var shown = point.matrixTransform(matrix);
        return [shown.x, shown.y];
      });
    })(chart.querySelector('polyline.gap-line')),
    screens: Array.prototype.map.call(document.querySelectorAll('svg.screens g.screen'), screen),
    replay: screen(replay),
    text: document.body.innerText
  };
}"""


def band_column(image, x, top, bottom):
    """How many pixels of the column `x` from `top` to `bottom` are the blank inset's colour and how
    many are pink (within a distance of 12 and of 40 of each: the band's pale blue, and pink's
    magenta however it blends)."""
    blank = pink = 0
    for y in range(int(top), int(bottom) + 1):
        pixel = image.getpixel((int(x), y))
        blank += distance(pixel, BLANK_INSET) <= 12
        pink += distance(pixel, PINK) <= 40
    return blank, pink


def expect_band(measured, pink, expected, label):
    """The band measured `measured` pixels of the blank inset's colour where `expected` were drawn
    (within a pixel and a half: an edge's antialiasing, the gap's line over the chart's band), and
    no pink."""
    ok = abs(measured - expected) <= 1.5 and pink == 0
    print(f"  {'ok  ' if ok else 'FAIL'} {label}: blank inset {measured} px, expected "
          f"{expected:.1f} px; {pink} px of pink")
    if not ok:
        failures.append(f"{label}: blank inset {measured} px, expected {expected:.1f} px; "
                        f"{pink} px of pink")


def check_controller_page(browser, bin_dir, root, work):
    """A user controller's page (`schmeeboard --controller`), whose verdict names a scroll view's
    blank inset: the page says so in the judge's words; the chart's area at rest, the screen at
    rest and the replay at the judge's deciding sample draw the band as tall as the judge's points
    at their scales, in the blank inset's pale blue, with no pink; and no caption, no word of the
    replay calls it pink."""
    label = "controller page"
    print(f"{label}: schmeeboard {' '.join(CONTROLLER)} --format html")
    arguments = [argument if not argument.endswith(".swift") else os.path.join(root, argument)
                 for argument in CONTROLLER]
    document = json.loads(run(bin_dir, "schmeeboard", arguments + ["--format", "json"]))
    reason = document["reason"]
    if reason.get("side") != "blank inset":
        fail(f"{label}: the judge's reason is {reason}, not a blank inset; the check needs one")
        return
    points = reason["points"]
    page = run(bin_dir, "schmeeboard", arguments + ["--format", "html"])
    path = os.path.join(work, "controller.html")
    with open(path, "w", encoding="utf-8") as file:
        file.write(page)
    data = replay_data(page)
    replay = data["runs"][0]
    times = replay["times"]
    deciding = latest(times, reason["time"])
    height = page_height(browser, page, 1100, work) + 200
    out = os.path.join(work, "controller.png")
    found = browser.load(f"file://{path}#t={times[deciding]}",
                         lambda tab: (tab.screenshot(path=out), tab.evaluate(READ_CONTROLLER_PAGE)),
                         1100, height, hide_scrollbars=True, white=True)[1]
    image = Image.open(out).convert("RGB")
    # The judge's words, on the page as the browser shows it.
    words = f"{points:g} pt of {reason['view']}'s blank inset"
    if words not in found["text"]:
        fail(f"{label}: the page does not say {words!r}")
    elif f"pink {points:g}" in found["text"]:
        fail(f"{label}: the page says 'pink {points:g}' beside {words!r}")
    else:
        print(f"  ok   {label}: the page says {words!r} and nowhere 'pink {points:g}'")
    # The chart: the area at rest, a column 3 pixels inside the plot's right edge, from the plot's
    # top to its zero line, is y(0) - y(points) tall on the chart's stretched axis
    # (ChartScale.y: each half logarithmic in 1 + gap / 5).
    # The gap's line (its dark pixels) lies that far above the zero line, and every row between
    # them is the blank inset's colour.
    plot = found["plot"]
    half = (plot["bottom"] - plot["top"]) / 2
    zero = plot["top"] + half
    expected = half * math.log1p(points / 5) / math.log1p(found["range"] / 5)
    x = int(plot["right"] - 3)
    line = [y for y in range(int(plot["top"]) + 1, int(zero))
            if max(image.getpixel((x, y))) < 200]
    if not line:
        fail(f"{label} chart: no gap line above the zero line at rest")
    else:
        measured = zero - (line[0] + line[-1] + 1) / 2
        blank, pink = band_column(image, x, line[-1] + 1, zero - 1)
        rows = int(zero - 1) - line[-1]
        ok = abs(measured - expected) <= 1 and blank >= rows - 1 and pink == 0
        print(f"  {'ok  ' if ok else 'FAIL'} {label} chart at rest: the line {measured:.1f} px "
              f"above zero, expected {expected:.1f} px ({points:g} pt); {blank} of {rows} rows "
              f"under it the blank inset's, {pink} pink")
        if not ok:
            failures.append(f"{label} chart at rest: line {measured:.1f} px above zero, expected "
                            f"{expected:.1f}; {blank} of {rows} rows blank inset, {pink} pink")
    # The line at each rest's time, the rests before a later step and the rest at the end: where
    # the browser lays the gap's line out, a vertex of it lies at the rest's x and the rest's gap
    # as the replay's words give it, within a pixel (the column's pixels cannot tell: a step's
    # dashed line and the replay's cursor run down the same x).
    for rest in replay["rests"]:
        words = replay["gaps"][rest["entry"]]
        gap = 0 if words.startswith("gap") else \
            float(words.split()[-2]) * (-1 if words.startswith("covered") else 1)
        expected_y = zero - math.copysign(
            half * math.log1p(abs(gap) / 5) / math.log1p(found["range"] / 5), gap)
        x = plot["left"] + rest["time"] / found["duration"] * (plot["right"] - plot["left"])
        at_x = [y for vertex_x, y in found["line"] if abs(vertex_x - x) <= 0.5]
        ok = any(abs(y - expected_y) <= 1 for y in at_x)
        print(f"  {'ok  ' if ok else 'FAIL'} {label} chart at the rest at {rest['time']} s "
              f"({words}): the line's vertices at x {x:.1f} lie at y "
              f"{', '.join(f'{y:.1f}' for y in at_x) or 'none'}; the rest's gap is at y "
              f"{expected_y:.1f}")
        if not ok:
            failures.append(f"{label} chart at the rest at {rest['time']} s: no vertex of the line "
                            f"at the rest's gap (y {expected_y:.1f})")
    # The screens, at the strip's scale (the root view's height in pixels over the view's in
    # points): the screen at rest, the judge's points; the replay's at the deciding time, the
    # rest there (the same band: the judge decided by the rest).
    sample = entry_sample(document, replay, deciding)
    drawn_gap = sample["viewHeight"] - sample["keyboardHeight"] - sample["edgeBottom"]
    for name, screen, gap in (("screen at rest", found["screens"][-1], points),
                              (f"replay at {times[deciding]} s", found["replay"], drawn_gap)):
        if not screen["inset"]:
            fail(f"{label} {name}: no blank inset drawn")
            continue
        scale = screen["root"]["height"] / sample["viewHeight"]
        inset = screen["inset"]
        blank, pink = band_column(image, (inset["left"] + inset["right"]) / 2,
                                  screen["root"]["top"], screen["root"]["bottom"] - 1)
        expect_band(blank, pink, gap * scale, f"{label} {name} ({gap:g} pt at {scale:.4f} px/pt)")
    # The words beside the screens: the caption at rest gives the judge's points as a blank
    # inset; no word of the replay's calls a sample pink.
    caption = f"{found['screens'][-1]['time']} s · blank inset {points:g}"
    pink_words = [words for words in replay["gaps"] if words.startswith("pink")]
    if caption not in found["screens"][-1]["words"] or pink_words:
        fail(f"{label}: no caption {caption!r}, or the replay calls {len(pink_words)} samples pink")
    else:
        print(f"  ok   {label}: the caption says {caption!r}; no sample of the replay is pink")


def check_all(browser, bin_dir, root, work):
    """Every check, in the order they print."""
    listing = os.path.join(root, "docs", "images", "pictures.txt")
    for line in open(listing, encoding="utf-8"):
        if not line.strip() or line.startswith("#"):
            continue
        name, variant, *arguments = shlex.split(line)
        path = os.path.normpath(os.path.join(root, "docs", "images", name))
        name = os.path.relpath(path, root)
        print(f"{name}: {variant} {' '.join(arguments)}")
        text = open(path, encoding="utf-8").read()
        format_at = arguments.index("--format")
        json_arguments = arguments[:format_at] + arguments[format_at + 2:] + ["--format", "json"]
        document = json.loads(run(bin_dir, variant, json_arguments))
        if arguments[format_at + 1] == "html":
            # A page: its replay, as for the report below.
            check_replay(browser, path, text, document, work, name)
            continue
        svg_text = text
        width = int(float(re.search(r'width="([0-9.]+)"', svg_text).group(1)))
        height = int(float(re.search(r'height="([0-9.]+)"', svg_text).group(1)))
        # A page larger than the picture: what lies outside it must stay white.
        image = screenshot(browser, "file://" + path, width + 40, height + 40,
                           os.path.join(work, os.path.basename(name) + ".png"))
        check_not_blank_or_clipped(image, (0, 0, width, height), name)
        check_worst(image, find_frames(image, WORST_FRAME), svg_text, document, name)

    print("report.html: CorrectedSchmeeboard3 --compare all --format html")
    page = run(bin_dir, "CorrectedSchmeeboard3", ["--compare", "all", "--format", "html"])
    document = json.loads(run(bin_dir, "CorrectedSchmeeboard3", ["--compare", "all", "--format", "json"]))
    report = os.path.join(work, "report.html")
    with open(report, "w", encoding="utf-8") as file:
        file.write(page)
    dom = dump_dom(browser, "file://" + report)
    charts = dom.count('<svg class="chart"')
    strips = dom.count('<svg class="screens"')
    runs = len(document["timelines"])
    if charts != runs or strips != runs:
        fail(f"report.html: {charts} charts and {strips} screen strips for {runs} variants")
    else:
        print(f"  ok   report.html: {charts} charts and {strips} screen strips in the browser's DOM")
    # The window is as tall as the page lays out at its width, and some room under it.
    image = screenshot(browser, "file://" + report, 1100,
                       page_height(browser, page, 1100, work) + 200,
                       os.path.join(work, "report.png"))
    bottom = image.height - 1
    while bottom > 0 and all(image.getpixel((x, bottom)) == WHITE for x in range(0, image.width, 2)):
        bottom -= 1
    if bottom > image.height - 100:
        fail("report.html: the page runs to the bottom of the window; the check cannot see it all")
    check_not_blank_or_clipped(image, (0, 0, image.width, image.height), "report.html")
    svg_parts = "".join(re.findall(r'<svg class="screens".*?</svg>', page, re.S))
    check_worst(image, find_frames(image, WORST_FRAME), "<svg xmlns=\"http://www.w3.org/2000/svg\">"
                + svg_parts + "</svg>", document, "report.html")
    check_replay(browser, report, page, document, work, "report.html")
    check_every_scenarios_texts(browser, bin_dir, work)
    check_controller_page(browser, bin_dir, root, work)


def main():
    bin_dir, root, chromium, work = sys.argv[1:5]
    browser = Browser(chromium)
    try:
        check_all(browser, bin_dir, root, work)
    finally:
        browser.close()
    if failures:
        print(f"browser check: {len(failures)} failures")
        sys.exit(1)
    print("browser check: every picture matches its numbers")


if __name__ == "__main__":
    main()
