"""The computer opponent, the Tip and the review of a hand (R6-R21, strategy of RULES.md).

``bot.*`` are the reasons behind a decision, worded so that they fit both the opponent's
narration ("I take 7h: ...") and a Tip for the learner. ``say.*`` narrate the opponent's own
moves in the first person, ``tip.*`` tell the learner what to do, ``review.*`` judge a move.
"""

MESSAGES: dict[str, dict[str, str]] = {
    # --- reasons behind a decision
    "bot.random": {
        "en": "A random legal move.",
        "nl": "Een willekeurige toegestane zet.",
    },
    "bot.draw.forced": {
        "en": "Both players passed the upcard, so this card comes from the stock.",
        "nl": "Beide spelers pasten op de open kaart, dus deze kaart komt van de trekstapel.",
    },
    "bot.take.forms_meld": {
        "en": "{card} makes a meld with cards in the hand.",
        "nl": "{card} vormt een combinatie met kaarten in de hand.",
    },
    "bot.take.meld": {
        "en": "{card} completes {meld}: deadwood goes from {before} to {after}.",
        "nl": "{card} maakt {meld} af: het dood hout gaat van {before} naar {after}.",
    },
    "bot.take.lower": {
        "en": "{card} lowers the deadwood from {before} to {after}, more than a card from "
        "the stock is likely to.",
        "nl": "{card} verlaagt het dood hout van {before} naar {after}, meer dan een kaart van "
        "de trekstapel waarschijnlijk doet.",
    },
    "bot.draw.no_meld": {
        "en": "{card} joins no meld, so the stock is the better draw.",
        "nl": "{card} past in geen combinatie, dus de trekstapel is de betere keus.",
    },
    "bot.draw.came_round": {
        "en": "{card} has been round the table once already (thrown, taken back and thrown "
        "again): taking it once more would only go round in circles, so the stock.",
        "nl": "{card} is al een keer rondgegaan (afgelegd, teruggepakt en weer afgelegd): nog "
        "een keer pakken draait alleen in een kringetje, dus de trekstapel.",
    },
    "bot.draw.stock_better": {
        "en": "{card} would leave {after} deadwood; a stock card is expected to leave about "
        "{expected}, and taking it would show the plan.",
        "nl": "{card} zou {after} dood hout overlaten; een kaart van de trekstapel laat naar "
        "verwachting ongeveer {expected} over, en pakken verraadt het plan.",
    },
    "bot.discard.least": {
        "en": "Discarding {card} leaves {deadwood} deadwood, the least possible.",
        "nl": "{card} afleggen laat {deadwood} dood hout over, het minst mogelijke.",
    },
    "bot.discard.leaves": {
        "en": "Discarding {card} leaves {deadwood} deadwood.",
        "nl": "{card} afleggen laat {deadwood} dood hout over.",
    },
    "bot.discard.high": {
        "en": "{card} is a loose high card ({points} points): throw high loose cards early.",
        "nl": "{card} is een losse hoge kaart ({points} punten): gooi hoge losse kaarten vroeg "
        "weg.",
    },
    "bot.discard.flexible": {
        "en": "Keeping {other} leaves more ways to improve: {outs} unseen cards would help, "
        "against {other_outs} the other way.",
        "nl": "{other} houden laat meer kansen open: {outs} onbekende kaarten zouden helpen, "
        "tegen {other_outs} andersom.",
    },
    "bot.discard.safe": {
        "en": "{other} could help the opponent (about {risk}% that it melds it), so {card} "
        "goes instead.",
        "nl": "{other} kan de tegenstander helpen (ongeveer {risk}% kans dat die er een "
        "combinatie mee maakt), dus {card} gaat weg.",
    },
    "bot.discard.feeds": {
        "en": "The opponent picked up {taken}; {other} would fit with it.",
        "nl": "De tegenstander pakte {taken}; {other} zou daarbij passen.",
    },
    "bot.slip": {
        "en": "{card} goes, without much thought.",
        "nl": "{card} gaat weg, zonder er lang over na te denken.",
    },
    "bot.knock": {
        "en": "Knock with {deadwood} deadwood (the limit is {limit}).",
        "nl": "Kloppen met {deadwood} dood hout (de grens is {limit}).",
    },
    "bot.gin": {
        "en": "Every card is melded: gin.",
        "nl": "Alle kaarten zitten in combinaties: gin.",
    },
    "bot.big_gin": {
        "en": "All eleven cards are melded: big gin.",
        "nl": "Alle elf kaarten zitten in combinaties: grote gin.",
    },
    "bot.wait": {
        "en": "A knock with {deadwood} is allowed, but waiting is worth more: about {wait} "
        "points on average against {value} for knocking now (undercut risk).",
        "nl": "Kloppen met {deadwood} mag, maar wachten levert meer op: gemiddeld ongeveer "
        "{wait} punten tegen {value} voor nu kloppen (kans op een onderklop).",
    },
    "bot.wait.match": {
        "en": "A knock with {deadwood} is allowed, but waiting gives a better chance of winning "
        "the match: about {wait}% against {value}% for knocking now.",
        "nl": "Kloppen met {deadwood} mag, maar wachten geeft een betere kans om de partij te "
        "winnen: ongeveer {wait}% tegen {value}% voor nu kloppen.",
    },
    "bot.wait.late": {
        "en": "A knock with {deadwood} is allowed, but this late in the hand the opponent may "
        "be close: wait until the deadwood is {low} or less (mind the undercut).",
        "nl": "Kloppen met {deadwood} mag, maar zo laat in de hand kan de tegenstander al dichtbij "
        "zijn: wacht tot het dood hout {low} of minder is (pas op voor een onderklop).",
    },
    "bot.wait.seen": {
        "en": "A knock with {deadwood} is allowed, but this opponent has been seen waiting late "
        "in a hand with {seen} deadwood: it may hold as little now, so wait (mind the undercut).",
        "nl": "Kloppen met {deadwood} mag, maar deze tegenstander wachtte al eens laat in een "
        "hand met {seen} dood hout: misschien heeft hij nu net zo weinig, dus wacht (pas op "
        "voor een onderklop).",
    },
    "bot.mc.compare": {
        "en": "Played out over {samples} possible hidden hands: about {value} points on "
        "average, against {other_value} for {other}.",
        "nl": "Uitgespeeld over {samples} mogelijke verborgen handen: gemiddeld ongeveer "
        "{value} punten, tegen {other_value} voor {other}.",
    },
    "bot.mc.compare.match": {
        "en": "Played out over {samples} possible hidden hands: about {value}% chance of "
        "winning the match, against {other_value}% for {other}.",
        "nl": "Uitgespeeld over {samples} mogelijke verborgen handen: ongeveer {value}% kans "
        "om de partij te winnen, tegen {other_value}% voor {other}.",
    },
    "bot.mc.compare.close": {
        "en": "Played out over {samples} possible hidden hands: about {value} points on "
        "average, against {other_value} for {other}. That difference of {gap} points is smaller "
        "than the plus or minus {error} that chance gives over these hands, so the rule of "
        "thumb above decides.",
        "nl": "Uitgespeeld over {samples} mogelijke verborgen handen: gemiddeld ongeveer "
        "{value} punten, tegen {other_value} voor {other}. Dat verschil van {gap} punt is "
        "kleiner dan de plus of min {error} die het toeval over deze handen geeft, dus beslist "
        "de vuistregel hierboven.",
    },
    "bot.mc.compare.match.close": {
        "en": "Played out over {samples} possible hidden hands: about {value}% chance of "
        "winning the match, against {other_value}% for {other}. That difference of {gap} "
        "percentage points is smaller than the plus or minus {error} that chance gives over "
        "these hands, so the rule of thumb above decides.",
        "nl": "Uitgespeeld over {samples} mogelijke verborgen handen: ongeveer {value}% kans "
        "om de partij te winnen, tegen {other_value}% voor {other}. Dat verschil van {gap} "
        "procentpunt is kleiner dan de plus of min {error} die het toeval over deze handen "
        "geeft, dus beslist de vuistregel hierboven.",
    },
    "bot.layoff": {
        "en": "Lay off {card} on {meld}.",
        "nl": "{card} aanleggen bij {meld}.",
    },
    "bot.done": {
        "en": "No more layoffs help: {deadwood} deadwood left.",
        "nl": "Meer aanleggen helpt niet: {deadwood} dood hout over.",
    },
    # --- the opponent narrates its own move
    "say.take": {"en": "I take {card}.", "nl": "Ik pak {card}."},
    "say.draw": {"en": "I draw from the stock.", "nl": "Ik pak van de trekstapel."},
    "say.pass": {"en": "I pass on {card}.", "nl": "Ik pas op {card}."},
    "say.discard": {"en": "I discard {card}.", "nl": "Ik leg {card} af."},
    "say.knock": {
        "en": "I knock and put {card} face down.",
        "nl": "Ik klop en leg {card} dicht weg.",
    },
    "say.gin": {"en": "Gin! I discard {card}.", "nl": "Gin! Ik leg {card} af."},
    "say.big_gin": {"en": "Big gin!", "nl": "Grote gin!"},
    "say.layoff": {"en": "I lay off {card} on {meld}.", "nl": "Ik leg {card} aan bij {meld}."},
    "say.done": {"en": "I am done laying off.", "nl": "Ik ben klaar met aanleggen."},
    # --- what the table shows of the opponent's move (never its hidden cards, R10)
    "say.seen.stock": {
        "en": "{count:card|cards} left in the stock.",
        "nl": "Nog {count:kaart|kaarten} in de trekstapel.",
    },
    "say.seen.took": {
        "en": "Now you know I hold {card}.",
        "nl": "Nu weet je dat ik {card} heb.",
    },
    "say.seen.holds": {
        "en": "From the pile I still hold {cards}.",
        "nl": "Van de aflegstapel heb ik nog {cards}.",
    },
    # --- what the learner did, for the table's log
    "you.take": {"en": "You take {card}.", "nl": "Je pakt {card}."},
    "you.draw": {"en": "You draw from the stock.", "nl": "Je pakt van de trekstapel."},
    "you.pass": {"en": "You pass on {card}.", "nl": "Je past op {card}."},
    "you.discard": {"en": "You discard {card}.", "nl": "Je legt {card} af."},
    "you.knock": {"en": "You knock with {card} face down.", "nl": "Je klopt met {card} dicht."},
    "you.gin": {"en": "You go gin, discarding {card}.", "nl": "Je gaat gin en legt {card} af."},
    "you.big_gin": {"en": "You show big gin.", "nl": "Je toont grote gin."},
    "you.layoff": {"en": "You lay off {card} on {meld}.", "nl": "Je legt {card} aan bij {meld}."},
    "you.done": {"en": "Your layoffs are done.", "nl": "Je bent klaar met aanleggen."},
    # --- a move named inside another sentence ("... against 3.5 for discarding Ks")
    "act.take": {"en": "taking {card}", "nl": "{card} pakken"},
    "act.draw": {"en": "drawing from the stock", "nl": "van de trekstapel pakken"},
    "act.pass": {"en": "passing on {card}", "nl": "passen op {card}"},
    "act.pass_any": {"en": "passing", "nl": "passen"},
    "act.discard": {"en": "discarding {card}", "nl": "{card} afleggen"},
    "act.knock": {"en": "knocking with {card}", "nl": "kloppen met {card}"},
    "act.gin": {"en": "going gin with {card}", "nl": "gin gaan met {card}"},
    "act.big_gin": {"en": "showing big gin", "nl": "grote gin tonen"},
    "act.layoff": {"en": "laying off {card} on {meld}", "nl": "{card} aanleggen bij {meld}"},
    "act.done": {"en": "ending the layoffs", "nl": "stoppen met aanleggen"},
    # --- the Tip for the learner's seat
    "tip.take": {"en": "Take {card}.", "nl": "Pak {card}."},
    "tip.draw": {"en": "Draw from the stock.", "nl": "Pak van de trekstapel."},
    "tip.pass": {"en": "Pass on {card}.", "nl": "Pas op {card}."},
    "tip.discard": {"en": "Discard {card}.", "nl": "Leg {card} af."},
    "tip.knock": {"en": "Knock, with {card} face down.", "nl": "Klop, met {card} dicht."},
    "tip.gin": {"en": "Go gin: discard {card}.", "nl": "Ga gin: leg {card} af."},
    "tip.big_gin": {
        "en": "Big gin: show all eleven cards.",
        "nl": "Grote gin: laat alle elf kaarten zien.",
    },
    "tip.layoff": {"en": "Lay off {card} on {meld}.", "nl": "Leg {card} aan bij {meld}."},
    "tip.done": {
        "en": "Say done: no more layoffs help.",
        "nl": "Zeg klaar: meer aanleggen helpt niet.",
    },
    "tip.runner_up": {"en": "Next best: {action}", "nl": "Op één na beste: {action}"},
    "tip.can_knock": {
        "en": "You may knock now: discarding {cards} leaves {deadwood} or less.",
        "nl": "Je mag nu kloppen: {cards} afleggen laat {deadwood} of minder over.",
    },
    # --- the review of a finished hand
    "review.best": {
        "en": "{played} is as good as any move here.",
        "nl": "{played} is zo goed als elke andere zet hier.",
    },
    "review.close": {
        "en": "{best} looked slightly better than {played}, but by too little to be sure.",
        "nl": "{best} leek iets beter dan {played}, maar te weinig om zeker te zijn.",
    },
    "review.knock.undercut": {
        "en": "Knocking now is undercut against {share:about %|hardly any} of the hands the "
        "opponent could hold.",
        "nl": "Nu kloppen levert een onderklop op tegen {share:ongeveer %|bijna geen} van de "
        "handen die de tegenstander kan hebben.",
    },
    "review.wait.lost": {
        "en": "If you wait, you lose the hand against {share:about %|hardly any} of them.",
        "nl": "Als je wacht, verlies je de hand tegen {share:ongeveer %|bijna geen} daarvan.",
    },
    "review.wait.gin": {
        "en": "If you wait, you go gin on your next turn against {share:about %|hardly any} of "
        "them.",
        "nl": "Als je wacht, ga je bij je volgende beurt gin tegen {share:ongeveer %|bijna geen} "
        "daarvan.",
    },
    "review.choice.values": {
        "en": "Against the hands the opponent could hold, knocking now brings about {knock} "
        "points on average and waiting about {wait}.",
        "nl": "Tegen de handen die de tegenstander kan hebben, levert nu kloppen gemiddeld "
        "ongeveer {knock} punten op en wachten ongeveer {wait}.",
    },
    "review.choice.values.match": {
        "en": "Against the hands the opponent could hold, your chance of winning the match is "
        "about {knock}% if you knock now and {wait}% if you wait.",
        "nl": "Tegen de handen die de tegenstander kan hebben, is je kans om de partij te winnen "
        "ongeveer {knock}% als je nu klopt en {wait}% als je wacht.",
    },
    "review.outcome.won": {
        "en": "This time the hand brought you {points} points.",
        "nl": "Deze keer leverde de hand je {points} punten op.",
    },
    "review.outcome.lost": {
        "en": "This time you lost the hand: {points} points to the opponent.",
        "nl": "Deze keer verloor je de hand: {points} punten voor de tegenstander.",
    },
    "review.outcome.even": {
        "en": "This time nobody scored in this hand.",
        "nl": "Deze keer scoorde niemand in deze hand.",
    },
    "review.outcome.draw": {
        "en": "This time the stock ran out: a draw hand, nobody scored.",
        "nl": "Deze keer raakte de trekstapel op: een onbesliste ronde, niemand scoorde.",
    },
    "review.outcome.lucky": {
        "en": "It worked out this time, but {best} was the better choice: the verdict counts "
        "every hand the opponent could have held, not only the one it held.",
        "nl": "Het pakte deze keer goed uit, maar {best} was de betere keus: het oordeel telt "
        "elke hand die de tegenstander kon hebben, niet alleen de hand die hij had.",
    },
    "review.outcome.unlucky": {
        "en": "It went wrong this time, but {played} was still a good choice: the verdict "
        "counts every hand the opponent could have held, not only the one it held.",
        "nl": "Het ging deze keer mis, maar {played} was toch een goede keus: het oordeel telt "
        "elke hand die de tegenstander kon hebben, niet alleen de hand die hij had.",
    },
    "review.inaccuracy": {
        "en": "{played} loses about {loss} points on average; {best} was better.",
        "nl": "{played} kost gemiddeld ongeveer {loss} punten; {best} was beter.",
    },
    "review.mistake": {
        "en": "{played} loses about {loss} points on average; {best} was better.",
        "nl": "{played} kost gemiddeld ongeveer {loss} punten; {best} was beter.",
    },
    "review.blunder": {
        "en": "{played} loses about {loss} points on average; {best} was much better.",
        "nl": "{played} kost gemiddeld ongeveer {loss} punten; {best} was veel beter.",
    },
    "review.sure": {
        "en": "{best} does better against {share}% of the hands the opponent could hold.",
        "nl": "{best} doet het beter tegen {share}% van de handen die de tegenstander kan hebben.",
    },
    "review.inaccuracy.match": {
        "en": "{played} lowers your chance of winning the match by about {loss} percentage "
        "points; {best} was better.",
        "nl": "{played} verlaagt je kans om de partij te winnen met ongeveer {loss} "
        "procentpunt; {best} was beter.",
    },
    "review.mistake.match": {
        "en": "{played} lowers your chance of winning the match by about {loss} percentage "
        "points; {best} was better.",
        "nl": "{played} verlaagt je kans om de partij te winnen met ongeveer {loss} "
        "procentpunt; {best} was beter.",
    },
    "review.blunder.match": {
        "en": "{played} lowers your chance of winning the match by about {loss} percentage "
        "points; {best} was much better.",
        "nl": "{played} verlaagt je kans om de partij te winnen met ongeveer {loss} "
        "procentpunt; {best} was veel beter.",
    },
    "review.noise.match": {
        "en": "Measured over {samples} possible hidden hands (plus or minus {error} "
        "percentage points).",
        "nl": "Gemeten over {samples} mogelijke verborgen handen (plus of min {error} "
        "procentpunt).",
    },
    "coach.match.reach": {
        "en": "At {mine}-{theirs} the match counts more than the points: winning this hand by "
        "{need} points or more wins you the match, and the opponent needs {their_need}.",
        "nl": "Bij {mine}-{theirs} telt de partij meer dan de punten: win je deze hand met "
        "{need} punten of meer, dan win je de partij, en de tegenstander heeft er {their_need} "
        "nodig.",
    },
    "coach.match.changes": {
        "en": "Your chance of winning the match is about {chance}% for {best} against "
        "{other_chance}% for {other}, although {other} brings more points on average "
        "({other_points} against {points}): the match changes the advice.",
        "nl": "Je kans om de partij te winnen is ongeveer {chance}% bij {best} tegen "
        "{other_chance}% bij {other}, al levert {other} gemiddeld meer punten op "
        "({other_points} tegen {points}): de partijstand verandert het advies.",
    },
    "review.noise": {
        "en": "Measured over {samples} possible hidden hands (plus or minus {error} points).",
        "nl": "Gemeten over {samples} mogelijke verborgen handen (plus of min {error} punten).",
    },
    "review.summary": {
        "en": "{moves:decision|decisions} reviewed: {inaccuracies:inaccuracy|inaccuracies}, "
        "{mistakes:mistake|mistakes}, {blunders:blunder|blunders}.",
        "nl": "{moves:beslissing|beslissingen} bekeken: "
        "{inaccuracies:onnauwkeurigheid|onnauwkeurigheden}, {mistakes:fout|fouten}, "
        "{blunders:blunder|blunders}.",
    },
    "review.cli.move": {
        "en": "Turn {turn} (after {ply} actions): {action}",
        "nl": "Beurt {turn} (na {ply} zetten): {action}",
    },
    "review.chart.title": {"en": "Deadwood over the hand", "nl": "Dood hout tijdens de hand"},
    "review.chart.turn": {"en": "Turn", "nl": "Beurt"},
    "review.chart.deadwood": {"en": "Deadwood", "nl": "Dood hout"},
    "review.chart.you": {"en": "You", "nl": "Jij"},
    "review.chart.opponent": {"en": "Opponent", "nl": "Tegenstander"},
    "review.chart.limit": {"en": "Knock limit", "nl": "Klopgrens"},
}
