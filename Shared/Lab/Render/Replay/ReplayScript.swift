// Generated from ReplayScript.js by ReplayScriptTests: edit the script, then run
// `RECORD=1 swift test --filter ReplayScriptTests`.

/// The page's script (`PageRenderer`): it shows the replay's container, and, when the
/// page holds a replay's numbers (`Replay.writeData`), plays them. It draws each run's
/// screen from the shapes `ScreenDrawing` made (`ReplayRun.encode`), keeps the captions,
/// the charts' cursor, the slider and the time in step, reads the time from the page's
/// address (`#t=1.117`: the last time of the player not after it; the first for anything
/// else) and writes it back when the player stops. Left and Right step a frame, Space plays
/// and pauses.
enum ReplayScript {
  /// `ReplayScript.js`, ending in a newline.
  static let source = #"""
    (function () {
      'use strict';
      var box = document.getElementById('replay');
      box.hidden = false;
      var source = document.getElementById('replay-data');
      if (!source) return;
      var data = JSON.parse(source.textContent);
      var times = data.times;
      var svg = 'http://www.w3.org/2000/svg';
      var slider = document.getElementById('replay-slider');
      var button = document.getElementById('replay-play');
      var speed = document.getElementById('replay-speed');
      var clock = document.getElementById('replay-time');
      var labels = { paused: button.textContent, playing: button.getAttribute('data-playing') };
      var screens = data.runs.map(function (run, index) {
        var slot = box.querySelector('.replay-screen[data-index="' + index + '"]');
        // Each entry that is a rest: the rest's own time, which its caption gives.
        var rests = {};
        run.rests.forEach(function (rest) { rests[rest.entry] = rest.time; });
        return {
          run: run, rests: rests, shown: null, clip: slot.querySelector('.replay-clip'),
          outside: slot.querySelector('.replay-outside'),
          inside: slot.querySelector('.replay-inside'),
          numbers: slot.querySelector('.replay-numbers'),
          finding: slot.querySelector('.replay-finding')
        };
      });
      var charts = document.querySelectorAll('svg.chart');
      var cursors = [];
      if (charts.length === data.runs.length) {
        charts.forEach(function (chart) {
          var line = document.createElementNS(svg, 'line');
          data.cursor.attributes.forEach(function (pair) { line.setAttribute(pair[0], pair[1]); });
          line.setAttribute('y1', data.cursor.top);
          line.setAttribute('y2', data.cursor.bottom);
          chart.appendChild(line);
          cursors.push(line);
        });
      }
      var index = 0, playing = false, last = 0, clockTime = 0, waited = 0;

      // The index of the last of the ascending `list` not after `time`; -1 when none is.
      function latest(list, time) {
        var low = 0, high = list.length - 1, found = -1;
        while (low <= high) {
          var middle = (low + high) >> 1;
          if (list[middle] <= time + 0.0005) {
            found = middle;
            low = middle + 1;
          } else {
            high = middle - 1;
          }
        }
        return found;
      }

      // Draws `picture` into `screen`: for each shape its style, then its four numbers in
      // hundredths of a pixel, each less the same number of the shape before.
      function draw(screen, picture) {
        screen.outside.textContent = '';
        screen.inside.textContent = '';
        if (!picture) return;
        var numbers = [0, 0, 0, 0];
        for (var at = 0; at < picture.length; at += 5) {
          var style = data.styles[picture[at]];
          var element =
            style.place === 'clip' ? screen.clip : document.createElementNS(svg, style.element);
          for (var n = 0; n < 4; n++) {
            numbers[n] += picture[at + 1 + n];
            element.setAttribute(style.numbers[n], numbers[n] / 100);
          }
          if (style.place === 'clip') continue;
          style.attributes.forEach(function (pair) { element.setAttribute(pair[0], pair[1]); });
          (style.place === 'inside' ? screen.inside : screen.outside).appendChild(element);
        }
      }

      function show(next) {
        index = Math.min(Math.max(next, 0), times.length - 1);
        var time = times[index];
        slider.value = index;
        clock.textContent = time + ' s';
        screens.forEach(function (screen) {
          var run = screen.run;
          var sample = latest(run.times, time);
          var picture = sample < 0 ? -1 : run.frames[sample];
          if (picture !== screen.shown) {
            draw(screen, run.pictures[picture]);
            screen.shown = picture;
          }
          var rest = screen.rests[sample];
          screen.numbers.textContent = sample < 0 ? data.before
            : (rest === undefined ? run.times[sample] + ' s' : 'rest at ' + rest + ' s') + ' · ' +
              run.gaps[sample];
          screen.finding.textContent = sample < 0 ? '' : data.findings[run.findings[sample]];
        });
        cursors.forEach(function (line) {
          line.setAttribute('x1', data.cursor.x[index]);
          line.setAttribute('x2', data.cursor.x[index]);
        });
      }

      function remember() {
        var fragment = '#t=' + times[index];
        try {
          history.replaceState(null, '', fragment);
        } catch (error) {
          location.replace(fragment);
        }
      }

      function seek(fragment) {
        var match = /^#t=(-?[0-9]+(?:\.[0-9]+)?)$/.exec(fragment);
        show(match ? latest(times, Number(match[1])) : 0);
      }

      function pause() {
        if (!playing) return;
        playing = false;
        button.textContent = labels.paused;
        remember();
      }

      function tick(now) {
        if (!playing) return;
        var elapsed = (now - last) / 1000;
        last = now;
        if (speed.value === 'frame') {
          waited += elapsed;
          if (waited >= 0.5) { waited = 0; show(index + 1); }
        } else {
          clockTime += elapsed * Number(speed.value);
          show(latest(times, clockTime));
        }
        if (index === times.length - 1) { pause(); return; }
        requestAnimationFrame(tick);
      }

      function play() {
        if (playing) { pause(); return; }
        if (index === times.length - 1) show(0);
        playing = true;
        button.textContent = labels.playing;
        clockTime = times[index];
        waited = 0;
        last = performance.now();
        requestAnimationFrame(tick);
      }

      function go(next) {
        pause();
        show(next);
        remember();
      }

      button.addEventListener('click', play);
      slider.addEventListener('input', function () { go(Number(slider.value)); });
      speed.addEventListener('change', function () { clockTime = times[index]; waited = 0; });
      box.querySelectorAll('button[data-run]').forEach(function (worst) {
        worst.addEventListener('click', function () {
          var run = data.runs[Number(worst.getAttribute('data-run'))];
          go(latest(times, run.times[run.worst]));
        });
      });
      // Space plays and pauses, Left and Right step a frame, unless a control the key works
      // already has the focus (a button's Space clicks it, the slider's arrows move it).
      document.addEventListener('keydown', function (event) {
        if (event.altKey || event.ctrlKey || event.metaKey) return;
        var tag = event.target.tagName;
        if (event.key === ' ' && !/^(BUTTON|SELECT|SUMMARY|TEXTAREA)$/.test(tag)) {
          event.preventDefault();
          play();
        } else if (/^Arrow(Left|Right)$/.test(event.key) &&
            !/^(INPUT|SELECT|TEXTAREA)$/.test(tag)) {
          event.preventDefault();
          go(index + (event.key === 'ArrowLeft' ? -1 : 1));
        }
      });
      window.addEventListener('hashchange', function () { pause(); seek(location.hash); });
      seek(location.hash);
    })();

    """#
}
